/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './all-endpoints';
import { pathTo, routeOf, uuidPathPatternOf } from './endpoint';

describe('uuidPathPatternOf', () => {
  const story = { method: 'GET', path: '/api/bo/v1/artefacts/stories/:storyUuid' } as const;

  it('matches the path with a UUID in each placeholder, and nothing longer or other', () => {
    const pattern = uuidPathPatternOf(story);
    expect(pattern.test('/api/bo/v1/artefacts/stories/0b8f4a52-3d7e-4c1a-9f0e-2a6b5c4d3e21')).toBe(true);
    expect(pattern.test('/api/bo/v1/artefacts/stories/not-a-uuid')).toBe(false);
    expect(pattern.test('/api/bo/v1/artefacts/stories/0b8f4a52-3d7e-4c1a-9f0e-2a6b5c4d3e21/pin')).toBe(false);
    expect(uuidPathPatternOf({ method: 'GET', path: '/api/x.y' }).test('/api/xzy')).toBe(false);
  });
});

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

describe('each declaration file and its schemas (decision 227)', () => {
  const declarationFiles = import.meta.glob<Record<string, unknown>>(['../*/endpoints/*.ts', '!../*/endpoints/*.schemas.ts'], { eager: true });
  const schemaFiles = import.meta.glob<Record<string, unknown>>('../*/endpoints/*.schemas.ts', { eager: true });
  const sources = import.meta.glob<string>(['../*/endpoints/*.ts', '!../*/endpoints/*.schemas.ts'], { eager: true, query: '?raw', import: 'default' });

  it('covers every declaration file in all-endpoints', () => {
    const declared = new Set(allEndpoints.map(({ endpoint }) => endpoint));
    const inFiles = Object.values(declarationFiles).flatMap((file) => Object.values(file));
    expect(inFiles.filter((endpoint) => !declared.has(endpoint as never))).toEqual([]);
    expect(inFiles).toHaveLength(allEndpoints.length);
  });

  it('declares every endpoint with its shape through endpoint<…>() and imports zod nowhere at run time', () => {
    for (const [file, source] of Object.entries(sources)) {
      const exports = source.match(/^export const \w+ = [^(<]+/gm) ?? [];
      expect(exports.filter((line) => !line.endsWith('= endpoint')), file).toEqual([]);
      expect(source.match(/^import (?!type )[^;]*from '(?!\.\.\/\.\.\/shared\/endpoint')[^']*';/gm), file).toBeNull();
    }
  });

  it('binds every declared endpoint, under its own name, to schemas beside it', () => {
    for (const [file, declarations] of Object.entries(declarationFiles)) {
      const bindings = schemaFiles[file.replace(/\.ts$/, '.schemas.ts')];
      expect(bindings, `${file} has no .schemas.ts`).toBeDefined();
      const boundTo = Object.fromEntries(Object.entries(bindings ?? {}).map(([name, binding]) => [name, (binding as { endpoint: unknown }).endpoint]));
      expect(Object.keys(boundTo).sort(), file).toEqual(Object.keys(declarations).sort());
      for (const [name, endpoint] of Object.entries(declarations)) expect(boundTo[name], `${file} ${name}`).toBe(endpoint);
    }
  });
});
