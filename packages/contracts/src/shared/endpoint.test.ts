import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all-endpoints';
import { pathTo, routeOf } from './endpoint';

describe('pathTo', () => {
  const story = { method: 'GET', path: '/api/bo/v1/artefacts/stories/:storyUuid' } as const;

  it('fills in each placeholder encoded', () => {
    expect(pathTo(story, { storyUuid: 'a/b c' })).toBe('/api/bo/v1/artefacts/stories/a%2Fb%20c');
  });

  it('fills in several placeholders and appends the query without undefined values', () => {
    const feedback = { method: 'PATCH', path: '/api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback/:feedbackUuid' } as const;
    expect(pathTo(feedback, { classUuid: 'c', entryUuid: 'e', feedbackUuid: 'f' }, { page: 2, q: undefined, types: 'news,events' })).toBe(
      '/api/bo/v1/pinboard/classes/c/entries/e/feedback/f?page=2&types=news%2Cevents',
    );
  });

  it('leaves an empty query off', () => {
    expect(pathTo({ method: 'GET', path: '/api/arcade/v1/quests' }, {}, { class_uuid: undefined })).toBe('/api/arcade/v1/quests');
  });
});

describe('routeOf', () => {
  it('gives the path under the module prefix', () => {
    expect(routeOf({ method: 'GET', path: '/api/bo/v1/pinboard/my' }, '/api/bo/v1')).toEqual({ method: 'GET', url: '/pinboard/my' });
  });

  it('refuses an endpoint of another module', () => {
    expect(() => routeOf({ method: 'GET', path: '/api/bo/v1/pinboard/my' }, '/api/cms/v1')).toThrow();
  });
});

describe('the endpoint declarations', () => {
  it('declare each method and path once, under its module prefix', () => {
    const seen = new Set<string>();
    for (const { module, endpoint } of allEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(endpoint.path.startsWith(`/api/${module}/v1/`), key).toBe(true);
    }
  });
});
