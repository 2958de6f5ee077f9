import { serializerCompiler } from 'fastify-type-provider-zod';

/** What Fastify hands a route's serializer compiler: one status of the route, with that status's schema. */
type StatusOfRoute = Parameters<typeof serializerCompiler>[0];

const jsonByLoadedObject = new WeakMap<object, string>();

/**
 * The JSON of an object that lives for the process – content loaded once and handed out on every
 * request, such as Mein Weg's tasks – made once per object (decision 246). Only for objects checked
 * against their contract when they were loaded and never changed afterwards: the JSON kept is the
 * object's as it was first written.
 */
export function loadedContentJson(value: object): string {
  let json = jsonByLoadedObject.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonByLoadedObject.set(value, json);
  }
  return json;
}

/**
 * A route's `serializerCompiler` that writes its 200 answer with `serialise` instead of checking
 * and stringifying it through the contract's zod schema; every other status (the error answers)
 * keeps the zod serializer. For a hot route whose answer is mostly loaded content (decision 246):
 * `serialise` must answer exactly what the zod serializer would – a test holds it to that.
 */
export function okAnswerSerialisedBy<Answer>(serialise: (answer: Answer) => string) {
  // Fastify's route options type the compiler's argument for the whole route, not one status:
  // hence the cast to what it really passes.
  return (route: unknown): ((answer: unknown) => string) => {
    const status = route as StatusOfRoute & { httpStatus?: string };
    return status.httpStatus === '200' ? (answer: unknown) => serialise(answer as Answer) : (serializerCompiler(status) as (answer: unknown) => string);
  };
}
