import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp } from '../../test/test-app';
import { cspDirectives as directives } from '../../test/csp-directives';

/** Decision 186: Matomo is off unless configured; configured, the CSP admits its origin and nothing more. */

const LAND_A = '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0001';
const MATOMO = { MATOMO_URL: 'https://statistik.example.de/matomo', MATOMO_SITE_ID: '7', MATOMO_CLIENTS: LAND_A };

describe('analytics configuration', () => {
  it('without Matomo: off in /config/matomo.json, and the CSP names no other origin', async () => {
    const testApp = await createTestApp();
    try {
      const config = await testApp.app.inject({ url: '/config/matomo.json' });
      expect(config.json()).toEqual({ enabled: false, url: null, site_id: null, client_uuids: [] });
      const csp = directives(config.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
    } finally {
      await testApp.close();
    }
  }, 120_000);

  it('with Matomo: its URL, site and Länder in /config/matomo.json, and its origin in script-, connect- and img-src only', async () => {
    const testApp = await createTestApp(MATOMO);
    try {
      const config = await testApp.app.inject({ url: '/config/matomo.json' });
      expect(config.json()).toEqual({ enabled: true, url: 'https://statistik.example.de/matomo/', site_id: '7', client_uuids: [LAND_A] });
      const page = await testApp.app.inject({ url: '/mein-weg' });
      const csp = directives(page.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe("'self' https://statistik.example.de");
      expect(csp.get('connect-src')).toBe("'self' https://statistik.example.de");
      expect(csp.get('img-src')).toBe("'self' data: blob: https://statistik.example.de");
      expect(csp.get('frame-src')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
    } finally {
      await testApp.close();
    }
  }, 120_000);

  it('refuses half a Matomo configuration, and plain http in production', () => {
    expect(() => loadConfig({ MATOMO_URL: 'https://statistik.example.de/' })).toThrow(ConfigError);
    expect(() => loadConfig({ MATOMO_URL: 'https://statistik.example.de/', MATOMO_SITE_ID: '7' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...MATOMO, MATOMO_URL: 'http://statistik.example.de/', NODE_ENV: 'production', PUBLIC_URL: 'https://berufswahl.example' }),
    ).toThrow(ConfigError);
    expect(loadConfig({}).matomo).toBeNull();
  });
});
