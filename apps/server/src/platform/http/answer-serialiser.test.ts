import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadedContentJson, okAnswerSerialisedBy } from './answer-serialiser';

const answerSchema = z.object({ name: z.string() });
const errorSchema = z.object({ message: z.string() });

async function appAnswering(status: 200 | 400, body: Record<string, unknown>, serialise: (answer: { name: string }) => string) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/thing', { schema: { response: { 200: answerSchema, 400: errorSchema } }, serializerCompiler: okAnswerSerialisedBy(serialise) }, async (_request, reply) =>
    reply.code(status).send(body as never),
  );
  await app.ready();
  return app;
}

describe('okAnswerSerialisedBy', () => {
  it('writes the 200 answer with the given function', async () => {
    const app = await appAnswering(200, { name: 'Anna' }, (answer) => `{"name":${JSON.stringify(answer.name.toUpperCase())}}`);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"name":"ANNA"}');
    await app.close();
  });

  it('keeps the zod serializer for every other status: unknown keys left out as before', async () => {
    const app = await appAnswering(400, { message: 'Bitte prüfen Sie die Angaben.', internal: 'geheim' }, () => 'nie');
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bitte prüfen Sie die Angaben.' });
    await app.close();
  });
});

describe('loadedContentJson', () => {
  it('makes the JSON of an object once and answers the same text for it afterwards', () => {
    const task = { uuid: 'a', title: 'Stärken finden' };
    const first = loadedContentJson(task);
    expect(first).toBe(JSON.stringify(task));
    // A loaded object is never changed; if it were, the first JSON is what comes back.
    (task as { title: string }).title = 'geändert';
    expect(loadedContentJson(task)).toBe(first);
    expect(loadedContentJson({ ...task })).toContain('geändert');
  });
});
