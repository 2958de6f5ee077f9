import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_OPERATOR_FILE } from '../test/test-app';
import { ConfigError, loadConfig } from './config';
import { DEMO_OPERATOR } from './operator-config';

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
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_CONFIG_FILE: TEST_OPERATOR_FILE }).demoSeed).toBe(false);
  });

  it('refuses DEMO_SEED=true in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true', OPERATOR_CONFIG_FILE: TEST_OPERATOR_FILE })).toThrow(/DEMO_SEED is refused/);
  });

  it('refuses the fault tests’ upload pause point in production and has it off by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://bw.example.de', TEST_UPLOAD_PAUSE_FILE: '/tmp/go' })).toThrow(/TEST_UPLOAD_PAUSE_FILE is refused/);
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

describe('operator configuration (decision 233)', () => {
  const withOperatorFile = async (content: unknown, run: (file: string, dataDir: string) => void | Promise<void>) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-operator-'));
    try {
      const file = path.join(dataDir, 'operator.json');
      await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
      await run(file, dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  it('takes the demo values, marked as demo, without OPERATOR_CONFIG_FILE outside production', () => {
    const { operator } = loadConfig({});
    expect(operator.isDemo).toBe(true);
    expect(operator.values).toEqual(DEMO_OPERATOR);
    expect(operator.funderLogo).toEqual({ kind: 'path', path: '/assets-static/funder-logo-demo.svg' });
  });

  it('refuses to start in production without an operator configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OPERATOR_CONFIG_FILE is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_CONFIG_FILE: TEST_OPERATOR_FILE }).operator.isDemo).toBe(false);
  });

  it('reads the file, with a funder logo under DATA_DIR', async () => {
    const values = { ...DEMO_OPERATOR, operator: { ...DEMO_OPERATOR.operator, name: 'Amt für Schule Nordstadt' }, funder: { name: 'Stiftung X', logo: 'brand/logo.png' } };
    await withOperatorFile(values, async (file, dataDir) => {
      await mkdir(path.join(dataDir, 'brand'));
      await writeFile(path.join(dataDir, 'brand/logo.png'), 'png');
      const { operator } = loadConfig({ OPERATOR_CONFIG_FILE: file, DATA_DIR: dataDir });
      expect(operator.isDemo).toBe(false);
      expect(operator.values.operator.name).toBe('Amt für Schule Nordstadt');
      expect(operator.funderLogo).toEqual({ kind: 'file', file: path.join(dataDir, 'brand/logo.png') });
    });
  });

  it('names every wrong field, and refuses unreadable JSON', async () => {
    const wrong = {
      ...DEMO_OPERATOR,
      operator: { ...DEMO_OPERATOR.operator, email: 'keine-adresse', name: 'Zwei\nZeilen' },
      supervisory_authority: { ...DEMO_OPERATOR.supervisory_authority, url: 'http://unsicher.example' },
      unknown_field: true,
    };
    await withOperatorFile(wrong, (file) => {
      expect(() => loadConfig({ OPERATOR_CONFIG_FILE: file })).toThrow(ConfigError);
      const message = (() => {
        try {
          loadConfig({ OPERATOR_CONFIG_FILE: file });
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      for (const field of ['operator.email', 'operator.name', 'supervisory_authority.url', 'unknown_field']) expect(message).toContain(field);
    });
    await withOperatorFile('{ kein json', (file) => expect(() => loadConfig({ OPERATOR_CONFIG_FILE: file })).toThrow(/cannot be read as JSON/));
    expect(() => loadConfig({ OPERATOR_CONFIG_FILE: '/nonexistent/operator.json' })).toThrow(ConfigError);
  });

  it('keeps the funder logo on this origin: no other site, nothing outside DATA_DIR, only images that exist', async () => {
    for (const logo of ['https://cdn.example.org/logo.svg', '//cdn.example.org/logo.svg', 'data:image/svg+xml,<svg/>', '../outside.svg', 'brand/logo.exe', 'fehlt.svg']) {
      await withOperatorFile({ ...DEMO_OPERATOR, funder: { name: 'F', logo } }, (file, dataDir) => {
        expect(() => loadConfig({ OPERATOR_CONFIG_FILE: file, DATA_DIR: dataDir }), logo).toThrow(ConfigError);
      });
    }
  });
});
