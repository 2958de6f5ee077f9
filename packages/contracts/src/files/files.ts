import { z } from 'zod';
import { FILE_ATTACHMENT_KINDS, FILE_PURPOSES } from './file-rules';

export * from './file-rules';

/** `GET /api/files/v1/me/storage` (spec 3 "Storage info", spec 7). All values in bytes. */
export const storageInfoSchema = z.object({
  /** The quota; 1073741824 when the user has none of their own. */
  space: z.number().int().nonnegative(),
  /** Files in use: own uploads and story attachments. */
  used_space: z.number().int().nonnegative(),
  /** Files in use that belong to tasks and reflections. */
  system_used_space: z.number().int().nonnegative(),
  /** Trashed own uploads and story attachments. */
  trashcan_used_space: z.number().int().nonnegative(),
  /** Trashed task/reflection files (the "Reflexion-Papierkorb" of students, spec 6). */
  system_trashcan_used_space: z.number().int().nonnegative(),
});
export type StorageInfo = z.infer<typeof storageInfoSchema>;

/** A stored file as the client sees it (spec 3 "Attachment": content_type, filename, path, signed_url). */
export const storedFileSchema = z.object({
  uuid: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  purpose: z.enum(FILE_PURPOSES),
  /** The API path of the file (not a storage location). */
  path: z.string(),
  /** A short-lived URL that serves the file without a bearer token (preview, download). */
  signed_url: z.string(),
  /** The same, forcing a download (`Content-Disposition: attachment`). */
  download_url: z.string(),
  created_date: z.string(),
  trashed_date: z.string().nullable(),
  /**
   * The story or task answer the file belongs to (decision 047), with that owner's date; null for
   * own uploads. /files/ offers no trash, restore or delete for an attached file.
   */
  attached_to: z
    .object({ kind: z.enum(FILE_ATTACHMENT_KINDS), uuid: z.uuid(), date: z.string().nullable() })
    .nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `GET /api/files/v1/me/files?state=active|trash`. */
export const fileListQuerySchema = z.object({
  state: z.enum(['active', 'trash']).default('active'),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

export const fileListSchema = z.object({ items: z.array(storedFileSchema) });
export type FileList = z.infer<typeof fileListSchema>;

export const fileParamsSchema = z.object({ fileUuid: z.uuid() });

/** `GET /api/files/v1/downloads/:fileUuid?expires=&disposition=&signature=` (folder driver). */
export const signedDownloadQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  disposition: z.enum(['inline', 'attachment']),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type SignedDownloadQuery = z.infer<typeof signedDownloadQuerySchema>;

/** `DELETE /api/files/v1/me/trash`: how many files were deleted for good. */
export const emptyTrashResultSchema = z.object({ deleted: z.number().int().nonnegative() });
export type EmptyTrashResult = z.infer<typeof emptyTrashResultSchema>;

/**
 * `PUT /api/files/v1/schools/:schoolUuid/students/:userUuid/storage` (decision 049): the school
 * coordinator sets a student's own quota in bytes, or `null` for the default of 1 GiB.
 */
export const MAX_STORAGE_SPACE_BYTES = 10 * 1073741824;
export const STORAGE_SPACE_MESSAGE = 'Der Speicher muss eine ganze Zahl von 0 bis 10737418240 Bytes sein (leer: 1 GB).';
export const storageSpaceBodySchema = z.object({
  space: z
    .number({ error: STORAGE_SPACE_MESSAGE })
    .int({ error: STORAGE_SPACE_MESSAGE })
    .min(0, { error: STORAGE_SPACE_MESSAGE })
    .max(MAX_STORAGE_SPACE_BYTES, { error: STORAGE_SPACE_MESSAGE })
    .nullable(),
});
export type StorageSpaceBody = z.infer<typeof storageSpaceBodySchema>;
export const studentStorageParamsSchema = z.object({ schoolUuid: z.uuid(), userUuid: z.uuid() });
