import type { BoundEndpoint, EndpointSchemaSet, SuccessStatus } from '@berufswahl/contracts/shared/endpoint-schemas';
import type { Endpoint } from '@berufswahl/contracts/shared/endpoint';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { urlOf } from './endpoint-url';
import { errorResponses, type ErrorStatus } from './error-responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (decision 227); the declaration test reads it. */
    declaredEndpoint?: Endpoint;
  }
}

type Schema<S extends EndpointSchemaSet, Key extends keyof EndpointSchemaSet> = S[Key] extends z.ZodType ? S[Key] : undefined;

/**
 * The success answer's schema: the bound one; `null` for 204 (no body). A 200 without an answer
 * schema sends a file (a stream, not JSON), which Fastify does not serialize.
 */
type AnswerSchema<S extends EndpointSchemaSet> = S['answer'] extends z.ZodType ? S['answer'] : z.ZodNull;

export interface DeclaredRouteOptions<Errors extends readonly ErrorStatus[]> {
  config: FastifyContextConfig;
  /** The error answers the route gives besides its success (documented in /api/docs). */
  errors: Errors;
  /** Shown in /api/docs where the schemas do not say enough (an upload's fields). */
  description?: string;
}

/**
 * The route options of a declared endpoint (decision 227): method, URL under the module's prefix
 * and the schemas bound in `@berufswahl/contracts/<module>/endpoints/<resource>.schemas`, so the
 * route file only adds who may call it and the handler:
 * `app.route({ ...declaredRoute(app, storiesSchemas.story, { config, errors: [401, 403, 404] }), handler })`.
 * The handler's request and answer are typed from the schemas by the zod type provider.
 */
export function declaredRoute<
  E extends Endpoint,
  S extends EndpointSchemaSet,
  Status extends SuccessStatus,
  const Errors extends readonly ErrorStatus[],
>(app: { prefix: string }, bound: BoundEndpoint<E, S, Status>, { config, errors, description }: DeclaredRouteOptions<Errors>) {
  const { endpoint, schemas, statuses } = bound;
  const success: Partial<Record<SuccessStatus, z.ZodType>> = {};
  for (const status of statuses) {
    if (schemas.answer) success[status] = schemas.answer;
    else if (status === 204) success[status] = z.null().describe('no content');
  }
  // Answers every such route gives, documented without each route file having to remember them:
  // 400 when it reads params, a query or a body; 429 when it is rate-limited.
  const implied: ErrorStatus[] = [];
  if (schemas.params ?? schemas.query ?? schemas.body) implied.push(400);
  if (config.rateLimit !== undefined) implied.push(429);
  const errorStatuses = [...new Set<ErrorStatus>([...implied, ...errors])].sort((a, b) => a - b);
  // Keys without a schema stay off: /api/docs would otherwise list empty parameters.
  const schema = {
    ...(description === undefined ? {} : { description }),
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response: { ...success, ...errorResponses(...errorStatuses) } as Record<number, z.ZodType>,
  } as {
    description?: string;
    params: Schema<S, 'params'>;
    querystring: Schema<S, 'query'>;
    body: Schema<S, 'body'>;
    response: Record<Status, AnswerSchema<S>> & ReturnType<typeof errorResponses<Errors>>;
  };
  return { method: endpoint.method, url: urlOf(app, endpoint), config: { ...config, declaredEndpoint: endpoint }, schema };
}
