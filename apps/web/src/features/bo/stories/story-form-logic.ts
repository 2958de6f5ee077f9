import {
  attachmentSizeProblem,
  attachmentTypeProblem,
  STORY_MESSAGES,
  STORY_MULTIPART_FIELDS,
  type AttachmentSource,
  type StoryAttachment,
} from '@berufswahl/contracts/bo/stories';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import { isApiError } from '../../../lib/api-error';
import type { NewDraft } from '../offline-drafts/offline-drafts';

/** A file chosen in the form (photo, video, file input, drop zone or recorder), not uploaded yet. */
export type ChosenAttachment = { file: File; source: AttachmentSource };

/**
 * The attachment part of the form: nothing, the story's stored attachment (when editing), or a
 * newly chosen file that replaces whatever was there.
 */
export type AttachmentState =
  | { kind: 'none'; hadStored: boolean }
  | { kind: 'stored'; attachment: StoryAttachment }
  | { kind: 'chosen'; chosen: ChosenAttachment; hadStored: boolean };

export type ChooseResult = { chosen: ChosenAttachment; problem: null } | { chosen: null; problem: string };

/**
 * Checks files chosen or dropped for one input (spec 5): one file only, at most 50000 KB, a type
 * of the list (photo input: images, video input: videos). The browser's type is only a hint – a
 * file without one (e.g. a Pages document) is left for the server, which checks the content.
 */
export function chooseAttachment(files: readonly File[], source: AttachmentSource): ChooseResult {
  if (files.length === 0) return { chosen: null, problem: STORY_MESSAGES.invalidType };
  if (files.length > 1) return { chosen: null, problem: STORY_MESSAGES.oneFileOnly };
  const file = files[0] as File;
  const sizeProblem = attachmentSizeProblem(file.size);
  if (sizeProblem) return { chosen: null, problem: sizeProblem };
  if (file.type !== '' || source !== 'file') {
    const typeProblem = attachmentTypeProblem(file.type, source);
    if (typeProblem) return { chosen: null, problem: typeProblem };
  }
  return { chosen: { file, source }, problem: null };
}

/** How an attachment is previewed: as a picture, a player, or its name. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'file';

export function previewKindOf(mimeType: string): PreviewKind {
  const type = mimeType.toLowerCase();
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  // A WebM here is a recording of the recorder (decision 072): the video input takes no WebM.
  if (type.startsWith('audio/') || type === 'video/webm') return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'file';
}

/**
 * The multipart body of a create or edit request (spec 7: description and attachment). Text
 * fields come first so the server knows them before the file streams in.
 */
export function buildStoryFormData(description: string, attachment: AttachmentState, options: { isEdit: boolean }): FormData {
  const data = new FormData();
  data.append(STORY_MULTIPART_FIELDS.description, description);
  if (attachment.kind === 'chosen') {
    data.append(STORY_MULTIPART_FIELDS.attachmentSource, attachment.chosen.source);
    data.append(STORY_MULTIPART_FIELDS.attachment, attachment.chosen.file, attachment.chosen.file.name);
  } else if (options.isEdit && attachment.kind === 'none' && attachment.hadStored) {
    data.append(STORY_MULTIPART_FIELDS.removeAttachment, 'true');
  }
  return data;
}

/** A new story as an offline draft keeps it (decision 240): the same fields, the file as a Blob. */
export function storyDraftOf(description: string, attachment: AttachmentState): NewDraft {
  const chosen = attachment.kind === 'chosen' ? attachment.chosen : null;
  const fields: Record<string, string> = { [STORY_MULTIPART_FIELDS.description]: description };
  if (chosen) fields[STORY_MULTIPART_FIELDS.attachmentSource] = chosen.source;
  return {
    kind: 'story',
    subject: null,
    method: storiesEndpoints.createStory.method,
    path: storiesEndpoints.createStory.path,
    body: {
      type: 'multipart',
      fields,
      file: chosen ? { field: STORY_MULTIPART_FIELDS.attachment, name: chosen.file.name, blob: chosen.file } : null,
    },
    preview: description,
  };
}

/**
 * What the form does with a failed upload (spec 8): a full storage closes the form and opens
 * the storage-full dialog; any other error shows the server's text in the form.
 */
export function uploadFailureOf(error: unknown): { kind: 'storage-full' } | { kind: 'message'; message: string | null } {
  if (isApiError(error) && error.code === 'USER_STORAGE_FULL') return { kind: 'storage-full' };
  if (isApiError(error)) {
    const body = error.errorBody;
    if (body) return { kind: 'message', message: body.message };
    if (typeof error.body === 'string' && error.body.trim() !== '') return { kind: 'message', message: error.body };
  }
  return { kind: 'message', message: null };
}

/** After a saved story (spec 4): reload when unread notifications wait, else the feedback modal. */
export function afterSaveStep(unreadNotifications: readonly unknown[] | undefined): 'reload' | 'feedback' {
  return unreadNotifications && unreadNotifications.length > 0 ? 'reload' : 'feedback';
}

/** Splits a story text into plain parts and hashtags, so hashtags can be shown as search links. */
export function splitHashtags(text: string): { text: string; hashtag: string | null }[] {
  const parts: { text: string; hashtag: string | null }[] = [];
  const pattern = /(?<![\p{L}\p{N}\p{M}_/&#])#([\p{L}\p{M}\p{N}_]+)/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), hashtag: null });
    const tag = (match[1] ?? '').normalize('NFC').toLocaleLowerCase('de-DE');
    parts.push({ text: match[0], hashtag: /^\p{N}+$/u.test(tag) ? null : tag });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hashtag: null });
  return parts;
}

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** A file size as spec 9 shows sizes: Bytes, KB, MB, GB with a decimal comma ("1,5 MB"). */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}
