import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKeycloakConfig, readKeycloakConfig, removeFromCacheStorage } from './keycloak';

describe('readKeycloakConfig', () => {
  it('reads the three fields keycloak-js needs', () => {
    expect(readKeycloakConfig({ realm: 'berufswahl', 'auth-server-url': 'http://localhost:3000', resource: 'berufswahl-web' })).toEqual({
      realm: 'berufswahl',
      'auth-server-url': 'http://localhost:3000',
      resource: 'berufswahl-web',
    });
  });

  it('refuses a config without a realm', () => {
    expect(() => readKeycloakConfig({ 'auth-server-url': 'x', resource: 'y' })).toThrow(/realm/);
  });

  it('refuses something that is not an object', () => {
    expect(() => readKeycloakConfig('berufswahl')).toThrow();
  });
});

describe('loadKeycloakConfig', () => {
  const config = { realm: 'berufswahl', 'auth-server-url': 'http://localhost:3000', resource: 'berufswahl-web' };

  /** Cache Storage with two caches, recording what is asked of it. */
  function stubCacheStorage() {
    const deleted: { cache: string; url: string; ignoreSearch: boolean | undefined }[] = [];
    const keys = vi.fn(async () => ['workbox-precache-v2', 'berufswahl-assets']);
    vi.stubGlobal('caches', {
      keys,
      open: async (cache: string) => ({
        delete: async (url: string, options?: CacheQueryOptions) => {
          deleted.push({ cache, url, ignoreSearch: options?.ignoreSearch });
          return true;
        },
      }),
    });
    return { keys, deleted };
  }

  /** requestIdleCallback that only queues: the test runs the idle tasks when it says so. */
  function queueIdleTasks(): (() => void)[] {
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    return idleTasks;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the config past every cache and removes cached copies only once the browser is idle', async () => {
    const idleTasks = queueIdleTasks();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const storage = stubCacheStorage();

    await expect(loadKeycloakConfig()).resolves.toEqual(config);

    expect(fetchMock).toHaveBeenCalledWith('/config/keycloak.json', expect.objectContaining({ cache: 'no-store' }));
    // Start-up did not wait for Cache Storage (decision 261) …
    expect(storage.keys).not.toHaveBeenCalled();
    expect(idleTasks).toHaveLength(1);
    // … and the copies go when the browser is idle: from every cache, whatever their query.
    idleTasks[0]!();
    await vi.waitFor(() => expect(storage.deleted).toHaveLength(2));
    expect(storage.deleted).toEqual([
      { cache: 'workbox-precache-v2', url: '/config/keycloak.json', ignoreSearch: true },
      { cache: 'berufswahl-assets', url: '/config/keycloak.json', ignoreSearch: true },
    ]);
  });

  it('still removes cached copies when the config cannot be fetched', async () => {
    const idleTasks = queueIdleTasks();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    const storage = stubCacheStorage();

    await expect(loadKeycloakConfig()).rejects.toThrow('/config/keycloak.json answered 503');

    idleTasks[0]!();
    await vi.waitFor(() => expect(storage.deleted).toHaveLength(2));
  });

  it('only warns when Cache Storage refuses (a private window)', async () => {
    vi.stubGlobal('caches', { keys: async () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(removeFromCacheStorage('/config/keycloak.json')).resolves.toBeUndefined();

    expect(warn).toHaveBeenCalledWith('Could not clear cached keycloak config', expect.any(DOMException));
  });
});
