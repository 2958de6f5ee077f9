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

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
