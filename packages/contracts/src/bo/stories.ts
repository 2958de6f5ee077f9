import { z } from 'zod';
import {
  ALLOWED_FILE_ACCEPT,
  ALLOWED_FILE_TYPES,
  FILE_MESSAGES,
  FILE_MESSAGES_DU,
  FILE_MESSAGES_LEICHT,
  IMAGE_FILE_TYPES,
  isAllowedFileType,
  MAX_FILE_BYTES,
  VIDEO_FILE_TYPES,
} from '../files/file-rules';
import { LIMITS } from '../shared/limits';
import { requiredText } from '../shared/validation';

/*
 * Stories (spec 2, 3, 5, 8): a student's text with hashtags and at most one attachment – a file, a
 * photo, a video or a recording. Routes under /api/bo/v1 (decision 070):
 *   POST   /artefacts/story                      create (multipart: description, attachment)
 *   GET    /artefacts/stories?q=&page=&view=     list own stories, search by #hashtag and text
 *   GET    /artefacts/stories/:storyUuid         one story
 *   PATCH  /artefacts/stories/:storyUuid         edit text, replace or remove the attachment
 *   DELETE /artefacts/stories/:storyUuid         move to the trash (deleted_date)
 *   POST   /artefacts/stories/:storyUuid/restore back from the trash
 *   DELETE /artefacts/stories/:storyUuid/forever delete irrevocably, with its file
 */

/** German field names, used in the validation messages of client and server alike. */
export const STORY_FIELD_LABELS = { description: 'Beschreibung', attachment: 'Anhang' } as const;

/** 50000 KB as the spec counts it (1 KB = 1024 bytes, like the size rule of spec 5). */
export const STORY_ATTACHMENT_MAX_BYTES = MAX_FILE_BYTES;

/** The multipart field names of the create and edit requests (`attachment` as in spec 7). */
export const STORY_MULTIPART_FIELDS = {
  description: 'description',
  attachment: 'attachment',
  /** Which input the file came from (`photo`, `video`, `file`, `recording`); see {@link attachmentSourceSchema}. */
  attachmentSource: 'attachment_source',
  removeAttachment: 'remove_attachment',
} as const;

/**
 * The spec's messages for attachments (spec 5, 8: story.datei.limit, typen, size) – the files
 * module's, since its upload receiver answers them – plus what the photo and video inputs take.
 */
export const STORY_MESSAGES = {
  oneFileOnly: FILE_MESSAGES_DU.onlyOneFile,
  tooLarge: FILE_MESSAGES.tooLarge,
  invalidType: FILE_MESSAGES.invalidType,
  photoOnly: 'Als Foto kannst du nur ein Bild (PNG oder JPG) anhängen.',
  videoOnly: 'Als Video kannst du nur ein Video (MP4 oder MPEG) oder eine WAV-Datei anhängen.',
  recordingOnly: 'Eine Aufnahme muss eine Audiodatei sein.',
  deleteFailed: 'Die Story konnte nicht gelöscht werden, bitte versuche es später erneut.',
} as const;

/** The story messages for students with Leichte Sprache (decision 234). */
export const STORY_MESSAGES_LEICHT: Record<keyof typeof STORY_MESSAGES, string> = {
  oneFileOnly: FILE_MESSAGES_LEICHT.onlyOneFile,
  tooLarge: FILE_MESSAGES_LEICHT.tooLarge,
  invalidType: FILE_MESSAGES_LEICHT.invalidType,
  photoOnly: 'Als Foto kannst du nur ein Bild hoch·laden. Das Bild muss eine PNG-Datei oder eine JPG-Datei sein.',
  videoOnly: 'Als Video kannst du nur diese Dateien hoch·laden: MP4, MPEG oder WAV.',
  recordingOnly: 'Eine Aufnahme muss eine Ton·datei sein.',
  deleteFailed: 'Die App kann die Story gerade nicht löschen. Bitte versuche es später noch einmal.',
};

/**
 * The attachment types of spec 5 as the server sniffs them from the content (the files module's
 * list: zip, iWork, png, jpg, mpeg/mp4, any audio, text, docx, pdf, PowerPoint, Excel), and the
 * narrower lists of the photo input (PNG, JPG) and the video input (MPEG, MP4 and WAV, decision 151).
 */
export const STORY_ATTACHMENT_MIME_TYPES = ALLOWED_FILE_TYPES;
export const STORY_PHOTO_MIME_TYPES = IMAGE_FILE_TYPES;
export const STORY_VIDEO_MIME_TYPES = VIDEO_FILE_TYPES;

/** The `accept` of the general file input; the server decides by content, this only narrows the picker. */
export const STORY_FILE_INPUT_ACCEPT: readonly string[] = ALLOWED_FILE_ACCEPT.split(',');

/** The input a file was chosen with; photo and video inputs take only images or videos (spec 5). */
export const ATTACHMENT_SOURCES = ['file', 'photo', 'video', 'recording'] as const;
export const attachmentSourceSchema = z.enum(ATTACHMENT_SOURCES);
export type AttachmentSource = z.infer<typeof attachmentSourceSchema>;

/**
 * Checks an attachment's type against spec 5 and the input it came from. Returns the German
 * message of the first rule it breaks, or null. Used by the form (with the browser's type) and
 * by the server (with the type sniffed from the content).
 */
export function attachmentTypeProblem(mimeType: string, source: AttachmentSource = 'file'): string | null {
  if (source === 'photo' && !isAllowedFileType(mimeType, STORY_PHOTO_MIME_TYPES)) return STORY_MESSAGES.photoOnly;
  if (source === 'video' && !isAllowedFileType(mimeType, STORY_VIDEO_MIME_TYPES)) return STORY_MESSAGES.videoOnly;
  // A recording is audio; a browser that cannot write Ogg records WebM or MP4 audio (decision 072).
  if (source === 'recording' && !isAllowedFileType(mimeType, ['audio/*'])) return STORY_MESSAGES.recordingOnly;
  return isAllowedFileType(mimeType, STORY_ATTACHMENT_MIME_TYPES) ? null : STORY_MESSAGES.invalidType;
}

/** Checks an attachment's size: at most 50000 KB (spec 5). */
export function attachmentSizeProblem(sizeInBytes: number): string | null {
  return sizeInBytes > STORY_ATTACHMENT_MAX_BYTES ? STORY_MESSAGES.tooLarge : null;
}

/** The story's text: required, at most 2500 characters (spec 5), with the spec's messages. */
export const storyDescriptionSchema = requiredText(STORY_FIELD_LABELS.description, LIMITS.storyTextMax);

/** The text fields of the story form (the attachment is checked by {@link attachmentTypeProblem}). */
export const storyFormSchema = z.object({ description: storyDescriptionSchema });
export type StoryFormFields = z.infer<typeof storyFormSchema>;

/**
 * The multipart text fields of `POST /artefacts/story` (a JSON body `{ description }` is taken
 * too, for a story without attachment).
 */
export const createStoryFieldsSchema = z.object({
  description: storyDescriptionSchema,
  attachment_source: attachmentSourceSchema.optional(),
});
export type CreateStoryFields = z.infer<typeof createStoryFieldsSchema>;

const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * The fields of `PATCH /artefacts/stories/:storyUuid` (JSON, or multipart with a new attachment
 * that replaces the old one). `remove_attachment` removes the attachment without a new one.
 */
export const updateStoryFieldsSchema = z.object({
  description: storyDescriptionSchema.optional(),
  remove_attachment: booleanField.optional(),
  attachment_source: attachmentSourceSchema.optional(),
});
export type UpdateStoryFields = z.input<typeof updateStoryFieldsSchema>;

export const storyParamsSchema = z.object({ storyUuid: z.uuid() });

/** Stories per page of the list. */
export const STORIES_PAGE_SIZE = 10;
export const STORY_SEARCH_MAX = 200;

/**
 * `GET /artefacts/stories`: `q` searches #hashtags and words; `view=trash` lists the trash. The
 * client sends `page` as a number (its declared query); on the wire it is text, hence the coercion.
 */
export const storiesQuerySchema = z.object({
  q: z.string().trim().max(STORY_SEARCH_MAX).optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  view: z.enum(['active', 'trash']).default('active'),
});
export type StoriesQuery = z.input<typeof storiesQuerySchema>;

/** A stored attachment (spec 3: content_type, filename, path, signed_url). */
export const storyAttachmentSchema = z.object({
  uuid: z.uuid(),
  content_type: z.string(),
  filename: z.string(),
  size: z.number().int().min(0),
  /** Where the file can be downloaded for a while; null when the storage could not sign it. */
  signed_url: z.string().nullable(),
});
export type StoryAttachment = z.infer<typeof storyAttachmentSchema>;

/** A story (spec 3). Dates are ISO timestamps; `deleted_date` is set while it is in the trash. */
export const storySchema = z.object({
  uuid: z.uuid(),
  description: z.string(),
  hashtags: z.array(z.string()),
  attachment: storyAttachmentSchema.nullable(),
  created_date: z.string(),
  last_modified: z.string(),
  deleted_date: z.string().nullable(),
});
export type Story = z.infer<typeof storySchema>;

export const storyListSchema = z.object({
  items: z.array(storySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  last_page: z.number().int().min(1),
});
export type StoryList = z.infer<typeof storyListSchema>;

/** Longest hashtag kept; longer runs of letters are cut so that search stays meaningful. */
export const HASHTAG_MAX_LENGTH = 100;

/**
 * Hashtags of a story text: `#` followed by letters (umlauts and ß included), digits or `_`,
 * not glued to a word before it (`a#b`, `seite.de/#anker` are no hashtags). Punctuation ends a
 * hashtag. Returned lower-cased (German rules), without `#`, each once, in order of appearance –
 * so `#Praktikum` and `#praktikum` are the same tag.
 */
export function parseHashtags(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\p{L}\p{N}\p{M}_/&#])#([\p{L}\p{M}\p{N}_]+)/gu)) {
    const tag = (match[1] ?? '').normalize('NFC').toLocaleLowerCase('de-DE').slice(0, HASHTAG_MAX_LENGTH);
    // A tag of digits only (`#1`) is a number, not a topic.
    if (tag && !/^\p{N}+$/u.test(tag)) found.add(tag);
  }
  return [...found];
}

/** A search input split into hashtags (all must match) and words (all must occur in the text). */
export function parseStorySearch(query: string | undefined): { hashtags: string[]; words: string[] } {
  const text = (query ?? '').trim();
  const hashtags = parseHashtags(text);
  const words = text
    .split(/\s+/)
    .filter((word) => word.length > 0 && !word.startsWith('#'))
    .map((word) => word.normalize('NFC'));
  return { hashtags, words: [...new Set(words)] };
}
