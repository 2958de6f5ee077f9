import {
  createStoryFieldsSchema,
  STORY_ATTACHMENT_MAX_BYTES,
  STORY_ATTACHMENT_MIME_TYPES,
  STORY_MULTIPART_FIELDS,
  updateStoryFieldsSchema,
} from '@berufswahl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import * as storiesSchemas from '@berufswahl/contracts/bo/endpoints/stories.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { ApiError } from '../../../platform/http/errors';
import type { FilesFrontDoor } from '../../files';
import type { NewAttachment, StoriesService } from './stories.service';

/** The files module's streaming multipart reader (one file, sniffed type, size cut off). */
export type StoryUploads = Pick<FilesFrontDoor, 'receiveMultipart'>;

/** Checks fields with a contract schema; a failure answers 400 with the German message per field. */
function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new ApiError('VALIDATION_FAILED', fields.map((field) => field.message).join(' '), fields);
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Reads a create or edit request: multipart (text fields and at most one attachment, streamed to
 * a pending file by the files module) or JSON (text only). When the text fields are invalid the
 * pending file is discarded at once.
 */
async function readStoryRequest<S extends z.ZodType>(
  request: FastifyRequest,
  uploads: StoryUploads,
  schema: S,
): Promise<{ fields: z.output<S>; attachment: NewAttachment | null }> {
  if (!isMultipart(request)) return { fields: parseFields(schema, request.body), attachment: null };
  const { fields: raw, file } = await uploads.receiveMultipart(request, {
    maxFileBytes: STORY_ATTACHMENT_MAX_BYTES,
    allowedMimeTypes: STORY_ATTACHMENT_MIME_TYPES,
    fileField: STORY_MULTIPART_FIELDS.attachment,
  });
  try {
    const fields = parseFields(schema, raw);
    const source = (fields as { attachment_source?: NewAttachment['source'] }).attachment_source;
    return { fields, attachment: file ? { file, source } : null };
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** Stories of the signed-in student (decision 070). Every route names only the caller's own stories. */
export const storiesRoutes: FastifyPluginAsyncZod<{ stories: StoriesService; uploads: StoryUploads }> = async (app, { stories, uploads }) => {
  const ownStories = access.roles('SCHUELER').in('own');

  app.route({
    ...declaredRoute(app, storiesSchemas.createStory, {
      // An offline draft is sent again until it arrives (decision 240).
      config: { access: ownStories, rateLimit: 'uploads', idempotent: true },
      errors: [400, 401, 403, 404, 409, 413, 422, 429],
      description: 'Creates a story: multipart with `description` and at most one `attachment` (spec 7), or JSON `{ description }`.',
    }),
    handler: async (request, reply) => {
      const caller = requireCaller(request);
      const { fields, attachment } = await readStoryRequest(request, uploads, createStoryFieldsSchema);
      return reply.status(201).send(await stories.create(caller, fields.description, attachment));
    },
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.stories, { config: { access: ownStories }, errors: [400, 401, 403, 404] }),
    handler: async (request) => stories.list(requireCaller(request), request.query),
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.story, { config: { access: ownStories }, errors: [400, 401, 403, 404] }),
    handler: async (request) => stories.get(requireCaller(request), request.params.storyUuid),
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.updateStory, {
      config: { access: ownStories, rateLimit: 'uploads' },
      errors: [400, 401, 403, 404, 413, 429],
      description:
        'Edits a story: JSON `{ description?, remove_attachment? }`, or multipart with a new `attachment` that replaces the old one.',
    }),
    handler: async (request) => {
      const caller = requireCaller(request);
      const { fields, attachment } = await readStoryRequest(request, uploads, updateStoryFieldsSchema);
      return stories.update(
        caller,
        request.params.storyUuid,
        { description: fields.description, removeAttachment: fields.remove_attachment },
        attachment,
      );
    },
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.trashStory, {
      config: { access: ownStories },
      errors: [400, 401, 403, 404],
      description: 'Moves a story (and its attachment) to the trash.',
    }),
    handler: async (request) => stories.moveToTrash(requireCaller(request), request.params.storyUuid),
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.restoreStory, { config: { access: ownStories }, errors: [400, 401, 403, 404] }),
    handler: async (request) => stories.restore(requireCaller(request), request.params.storyUuid),
  });

  app.route({
    ...declaredRoute(app, storiesSchemas.deleteStory, { config: { access: ownStories }, errors: [400, 401, 403, 404] }),
    handler: async (request, reply) => {
      await stories.deleteForever(requireCaller(request), request.params.storyUuid);
      return reply.status(204).send(null);
    },
  });
};
