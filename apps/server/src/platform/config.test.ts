import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the embedded provider under the public URL by default', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.oidcIssuer).toBe('http://localhost:4000/realms/berufswahl');
    expect(config.isEmbeddedIdp).toBe(true);
    expect(config.demoSeed).toBe(true);
  });

  it('uses an external issuer when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.de/realms/schule/', OIDC_CLIENT_ID: 'bw' });
    expect(config.isEmbeddedIdp).toBe(false);
    expect(config.oidcIssuer).toBe('https://login.example.de/realms/schule');
    expect(config.oidcClientId).toBe('bw');
  });

  it('turns the demo seed off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoSeed).toBe(false);
  });

  it('refuses DEMO_SEED=true in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' })).toThrow(ConfigError);
  });

  it('refuses the fault tests’ upload pause point in production and has it off by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bw.example.de', TEST_UPLOAD_PAUSE_FILE: '/tmp/go' })).toThrow(ConfigError);
    expect(loadConfig({}).testUploadPauseFile).toBeNull();
    expect(loadConfig({ TEST_UPLOAD_PAUSE_FILE: '/tmp/go' }).testUploadPauseFile).toBe('/tmp/go');
  });

  it('refuses the fault tests’ deletion pause point in production and has it off by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bw.example.de', TEST_DELETION_PAUSE_FILE: '/tmp/go' })).toThrow(
      /TEST_DELETION_PAUSE_FILE is refused/,
    );
    expect(loadConfig({}).testDeletionPause).toBeNull();
    expect(loadConfig({ TEST_DELETION_PAUSE_FILE: '/tmp/go' }).testDeletionPause).toEqual({ file: '/tmp/go', point: 'before-commit' });
    expect(loadConfig({ TEST_DELETION_PAUSE_FILE: '/tmp/go', TEST_DELETION_PAUSE_POINT: 'before-object-removal' }).testDeletionPause?.point).toBe(
      'before-object-removal',
    );
  });

  it('refuses a deletion pause point it does not know', () => {
    expect(() => loadConfig({ TEST_DELETION_PAUSE_FILE: '/tmp/go', TEST_DELETION_PAUSE_POINT: 'somewhere' })).toThrow(ConfigError);
  });

  it('refuses the fault tests’ jobs at start in production and runs none by default', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bw.example.de', TEST_RUN_JOBS_AT_START: 'identity.delete-due-accounts' }),
    ).toThrow(/TEST_RUN_JOBS_AT_START is refused/);
    expect(loadConfig({}).testRunJobsAtStart).toEqual([]);
    expect(loadConfig({ TEST_RUN_JOBS_AT_START: 'identity.delete-due-accounts, files.clean-up-orphans' }).testRunJobsAtStart).toEqual([
      'identity.delete-due-accounts',
      'files.clean-up-orphans',
    ]);
  });

  it('limits successful sign-ins per account to 10 a minute unless LOGIN_SUCCESS_LIMIT says otherwise (decision 200)', () => {
    expect(loadConfig({}).loginSuccessLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(loadConfig({ LOGIN_SUCCESS_LIMIT: '30/600' }).loginSuccessLimit).toEqual({ max: 30, windowSeconds: 600 });
    expect(() => loadConfig({ LOGIN_SUCCESS_LIMIT: '0/60' })).toThrow(ConfigError);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
