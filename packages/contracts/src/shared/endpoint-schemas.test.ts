import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type AnswerOf, type BodyOf, type QueryOf } from './endpoint';
import { bindSchemas } from './endpoint-schemas';

const itemSchema = z.object({ uuid: z.uuid(), title: z.string() });
type Item = z.infer<typeof itemSchema>;
const itemParamsSchema = z.object({ itemUuid: z.uuid() });
const listQuerySchema = z.object({ page: z.coerce.number().optional(), q: z.string().optional() });
const renameBodySchema = z.object({ title: z.string().min(1) });

const item = endpoint<{ answer: Item }>()('GET', '/api/bo/v1/items/:itemUuid');
const items = endpoint<{ query: { page?: number }; answer: { items: Item[] } }>()('GET', '/api/bo/v1/items');
const renameItem = endpoint<{ body: { title: string }; answer: Item }>()('PATCH', '/api/bo/v1/items/:itemUuid');
const deleteItem = endpoint()('DELETE', '/api/bo/v1/items/:itemUuid');

describe('endpoint', () => {
  it('is a plain method and path at run time: the shape costs nothing', () => {
    expect(item).toEqual({ method: 'GET', path: '/api/bo/v1/items/:itemUuid' });
    expect(Object.keys(renameItem)).toEqual(['method', 'path']);
  });

  it('gives its shape to the types', () => {
    const answer: AnswerOf<typeof item> = { uuid: 'u', title: 't' };
    const query: QueryOf<typeof items> = { page: 2 };
    const body: BodyOf<typeof renameItem> = { title: 'neu' };
    const none: AnswerOf<typeof deleteItem> = undefined;
    expect([answer, query, body, none]).toHaveLength(4);
  });
});

describe('bindSchemas', () => {
  it('binds schemas that agree with the declaration, with the success status', () => {
    const bound = bindSchemas(renameItem, { params: itemParamsSchema, body: renameBodySchema, answer: itemSchema });
    expect(bound).toEqual({ endpoint: renameItem, schemas: { params: itemParamsSchema, body: renameBodySchema, answer: itemSchema }, statuses: [200] });
    expect(bindSchemas(deleteItem, { params: itemParamsSchema }, 204).statuses).toEqual([204]);
    expect(bindSchemas(renameItem, { params: itemParamsSchema, answer: itemSchema }, [201, 200]).statuses).toEqual([201, 200]);
    expect(bindSchemas(items, { query: listQuerySchema, answer: z.object({ items: z.array(itemSchema) }) }).endpoint).toBe(items);
  });

  // Each of these is a type error: `tsc -p packages/contracts` fails when one of them compiles.
  it('refuses schemas that disagree with the declaration (type errors)', () => {
    const wrongs = [
      // @ts-expect-error the answer schema gives another type than the declared answer
      bindSchemas(item, { params: itemParamsSchema, answer: renameBodySchema }),
      // @ts-expect-error the declaration has an answer, its schema is missing
      bindSchemas(item, { params: itemParamsSchema }),
      // @ts-expect-error the declaration has no answer
      bindSchemas(deleteItem, { params: itemParamsSchema, answer: itemSchema }, 204),
      // @ts-expect-error the declared query is not read by the schema
      bindSchemas(items, { query: z.object({ q: z.string().optional() }), answer: z.object({ items: z.array(itemSchema) }) }),
      // @ts-expect-error the declaration has a query, its schema is missing
      bindSchemas(items, { answer: z.object({ items: z.array(itemSchema) }) }),
      // @ts-expect-error the body schema does not accept the declared body
      bindSchemas(renameItem, { params: itemParamsSchema, body: z.object({ name: z.string() }), answer: itemSchema }),
      // @ts-expect-error the params schema names another placeholder than the path
      bindSchemas(item, { params: z.object({ storyUuid: z.uuid() }), answer: itemSchema }),
    ];
    expect(wrongs).toHaveLength(7);
  });
});
