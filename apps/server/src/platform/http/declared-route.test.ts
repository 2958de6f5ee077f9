import { endpoint } from '@berufswahl/contracts/shared/endpoint';
import { bindSchemas } from '@berufswahl/contracts/shared/endpoint-schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../auth/access';
import { declaredRoute } from './declared-route';

const itemSchema = z.object({ uuid: z.string() });
const paramsSchema = z.object({ itemUuid: z.string() });
const app = { prefix: '/api/bo/v1' };
const config = { access: access.roles('SCHUELER').in('own') };

describe('declaredRoute', () => {
  it('registers the declared method under the module prefix, remembering the declaration', () => {
    const item = endpoint<{ answer: { uuid: string } }>()('GET', '/api/bo/v1/items/:itemUuid');
    const route = declaredRoute(app, bindSchemas(item, { params: paramsSchema, answer: itemSchema }), { config, errors: [401, 404] });
    expect(route.method).toBe('GET');
    expect(route.url).toBe('/items/:itemUuid');
    expect(route.config.declaredEndpoint).toBe(item);
    expect(route.schema.params).toBe(paramsSchema);
    expect(Object.keys(route.schema.response)).toEqual(['200', '400', '401', '404']);
    expect(route.schema.response[200]).toBe(itemSchema);
  });

  it('documents 400 only for a route that reads input, and 429 for a rate-limited one', () => {
    const list = endpoint<{ answer: { uuid: string } }>()('GET', '/api/bo/v1/items');
    const bound = bindSchemas(list, { answer: itemSchema });
    expect(Object.keys(declaredRoute(app, bound, { config, errors: [401] }).schema.response)).toEqual(['200', '401']);
    const limited = declaredRoute(app, bound, { config: { ...config, rateLimit: 'uploads' }, errors: [401] });
    expect(Object.keys(limited.schema.response)).toEqual(['200', '401', '429']);
    expect('params' in limited.schema).toBe(false);
  });

  it('gives each bound success status the answer, 204 no body, and a download no success schema', () => {
    const pin = endpoint<{ body: { uuid: string }; answer: { uuid: string } }>()('POST', '/api/bo/v1/pins');
    const pinRoute = declaredRoute(app, bindSchemas(pin, { body: itemSchema, answer: itemSchema }, [201, 200]), { config, errors: [] });
    expect(pinRoute.schema.response[201]).toBe(itemSchema);
    expect(pinRoute.schema.response[200]).toBe(itemSchema);

    const remove = endpoint()('DELETE', '/api/bo/v1/pins/:itemUuid');
    const removeRoute = declaredRoute(app, bindSchemas(remove, { params: paramsSchema }, 204), { config, errors: [404] });
    expect(removeRoute.schema.response[204]?.safeParse(null).success).toBe(true);

    const download = endpoint()('GET', '/api/bo/v1/downloads/:itemUuid');
    const downloadRoute = declaredRoute(app, bindSchemas(download, { params: paramsSchema }), { config, errors: [404] });
    expect(Object.keys(downloadRoute.schema.response)).toEqual(['400', '404']);
  });

  it('refuses an endpoint of another module', () => {
    const foreign = endpoint()('DELETE', '/api/cms/v1/videos/:itemUuid');
    expect(() => declaredRoute(app, bindSchemas(foreign, { params: paramsSchema }, 204), { config, errors: [] })).toThrow();
  });
});
