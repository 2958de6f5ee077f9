// Kept free of zod: the storage-full dialog and the story form's file input read these rules
// without loading the schema library (decision 007).
import { LIMITS } from '../shared/limits';

/** One attachment/upload at most 50000 KB (spec 5 and 9); a KB is 1024 bytes. */
export const MAX_FILE_KB = LIMITS.storyAttachmentMaxKb;
export const MAX_FILE_BYTES = MAX_FILE_KB * 1024;

/** The storage quota when a user has none of their own (spec 3: `space`). */
export const DEFAULT_STORAGE_SPACE_BYTES = LIMITS.defaultStorageQuotaBytes;

/** Trashed files are deleted for good after this many days (issue 7). */
export const TRASH_RETENTION_DAYS = 30;

/** What a stored file was uploaded for: a story's attachment, a task/reflection upload, an own upload. */
export const FILE_PURPOSES = ['story', 'task', 'upload'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * What a file can belong to (decision 047): a story's attachment, a task answer's upload, a
 * managed explainer video's video, captions or poster (decision 180), or an internship report's
 * photo (decision 229). Such a file moves to the trash, back and away only with its owner.
 */
export const FILE_ATTACHMENT_KINDS = ['story', 'answer', 'video', 'report'] as const;
export type FileAttachmentKind = (typeof FILE_ATTACHMENT_KINDS)[number];

/**
 * The allowed types of spec 5, as the server sniffs them from the content: zip, iWork (Pages,
 * Keynote, Numbers), png, jpg/jpeg, mpeg/mp4/wav video, any audio, plain text, docx, pdf,
 * PowerPoint and Excel variants. A pattern ending in `/*` allows the whole family.
 */
export const ALLOWED_FILE_TYPES: readonly string[] = [
  'application/zip',
  'application/vnd.apple.pages',
  'application/vnd.apple.keynote',
  'application/vnd.apple.numbers',
  'image/png',
  'image/jpeg',
  'video/mpeg',
  'video/mp4',
  'audio/*',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  'application/vnd.openxmlformats-officedocument.presentationml.template',
  'application/vnd.ms-powerpoint.presentation.macroenabled.12',
  'application/vnd.ms-powerpoint.slideshow.macroenabled.12',
  'application/vnd.ms-powerpoint.template.macroenabled.12',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template',
  'application/vnd.ms-excel.sheet.macroenabled.12',
  'application/vnd.ms-excel.template.macroenabled.12',
];

/** Images only (the story form's photo input, spec 5). */
export const IMAGE_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/**
 * The story form's video input (spec 5: "mpeg/mp4/wav video"): MPEG and MP4 videos, and WAV – a
 * sound file, which the spec lists among the videos; refusing it there would turn away a file the
 * general input takes anyway (decision 151).
 */
export const VIDEO_FILE_TYPES: readonly string[] = ['video/mpeg', 'video/mp4', 'audio/wav', 'audio/x-wav', 'audio/vnd.wave', 'audio/wave'];

/** The `accept` attribute of a file input for the allowed types (with extensions for iWork files). */
export const ALLOWED_FILE_ACCEPT =
  '.zip,.pages,.key,.numbers,.png,.jpg,.jpeg,.mpeg,.mpg,.mp4,.wav,audio/*,.txt,.docx,.pdf,.ppt,.pptx,.pps,.ppsx,.potx,.pptm,.xls,.xlsx,.xltx,.xlsm';

/** Whether a (sniffed) type matches one of the patterns (`audio/*` matches every audio type). */
export function isAllowedFileType(mimeType: string, patterns: readonly string[] = ALLOWED_FILE_TYPES): boolean {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern.toLowerCase(),
  );
}

/**
 * Types a browser may show inline (preview). Everything else is sent as a download, and nothing
 * is ever served as HTML or SVG (stored XSS).
 */
export function isSafeInlineType(mimeType: string): boolean {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'].includes(type) ||
    type.startsWith('audio/') ||
    type.startsWith('video/')
  );
}

/** German messages of spec 5 and 8 for uploads (the server answers with them, the form shows them). */
export const FILE_MESSAGES = {
  /** story.datei.limit: more than one file. */
  onlyOneFile: 'Sie können nur eine Datei anhängen.',
  /** size: larger than 50000 KB. */
  tooLarge: 'Die maximale Dateigröße beträgt 50 MB.',
  /** typen: a type outside the allowed list (checked by content, not by name); spec 5's `mimes` wording. */
  invalidType: 'Die Datei muss einen gültigen Dateityp haben.',
  /** A file of 0 bytes. */
  empty: 'Die Datei ist leer. Bitte wählen Sie eine andere Datei aus.',
  /** No file part in the request. */
  missing: 'Bitte wählen Sie eine Datei aus.',
  /** The upload broke off before the file was complete. */
  incomplete: 'Die Datei ist nicht vollständig angekommen. Bitte versuchen Sie es erneut.',
  /** The upload stood still longer than the stall limit (UPLOAD_STALL_SECONDS, decision 167): the connection, not the file. */
  stalled: 'Die Datei ist nicht vollständig angekommen, weil die Verbindung zu lange unterbrochen war. Bitte prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
  /** Type detection could not even start in time: the server is overloaded, the file is not to blame. */
  checkBusy: 'Die Datei konnte gerade nicht geprüft werden, weil der Server sehr beschäftigt ist. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
  /** The object store failed; nothing has been stored. */
  storageFailed: 'Die Datei konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  /** A signed download link that has expired or was altered (opened without sign-in, so worded without du or Sie). */
  linkExpired: 'Der Link ist abgelaufen oder ungültig. Bitte die Seite neu laden.',
} as const;

/** The upload messages for students (du, CONTENT.md); the server picks them by the caller's role. */
export const FILE_MESSAGES_DU: Record<keyof typeof FILE_MESSAGES, string> = {
  onlyOneFile: 'Du kannst nur eine Datei anhängen.',
  tooLarge: FILE_MESSAGES.tooLarge,
  invalidType: FILE_MESSAGES.invalidType,
  empty: 'Die Datei ist leer. Bitte wähle eine andere Datei aus.',
  missing: 'Bitte wähle eine Datei aus.',
  incomplete: 'Die Datei ist nicht vollständig angekommen. Bitte versuche es noch einmal.',
  stalled:
    'Die Datei ist nicht vollständig angekommen, weil die Verbindung zu lange unterbrochen war. Bitte prüfe die Internetverbindung und versuche es noch einmal.',
  checkBusy: 'Die Datei konnte gerade nicht geprüft werden, weil der Server sehr beschäftigt ist. Bitte versuche es in einigen Sekunden noch einmal.',
  storageFailed: 'Die Datei konnte nicht gespeichert werden. Bitte versuche es später noch einmal.',
  linkExpired: FILE_MESSAGES.linkExpired,
};

/**
 * The upload messages for students with Leichte Sprache (decision 234): du, short sentences, MB
 * and Server explained where they stand.
 */
export const FILE_MESSAGES_LEICHT: Record<keyof typeof FILE_MESSAGES, string> = {
  onlyOneFile: 'Du kannst hier nur 1 Datei hoch·laden.',
  tooLarge: 'Die Datei ist zu groß. Eine Datei darf höchstens 50 MB groß sein. MB ist die Größe von einer Datei.',
  invalidType: 'Diese Art von Datei kannst du hier nicht hoch·laden. Bitte nimm eine andere Datei.',
  empty: 'Die Datei ist leer. Bitte nimm eine andere Datei.',
  missing: 'Bitte such eine Datei aus.',
  incomplete: 'Die Datei ist nicht ganz angekommen. Bitte versuche es noch einmal.',
  stalled:
    'Die Verbindung zum Internet war zu lange weg. Darum ist die Datei nicht ganz angekommen. Bitte prüfe dein Internet. Dann versuche es noch einmal.',
  checkBusy:
    'Der Server hat gerade sehr viel zu tun. Ein Server ist ein Computer für die App. Darum kann er die Datei jetzt nicht prüfen. Bitte versuche es in ein paar Sekunden noch einmal.',
  storageFailed: 'Die App kann die Datei nicht speichern. Bitte versuche es später noch einmal.',
  linkExpired: 'Dieser Link geht nicht mehr. Bitte lade die Seite neu.',
};

/** The field name of the file part in every upload form. */
export const FILE_FIELD = 'file';
