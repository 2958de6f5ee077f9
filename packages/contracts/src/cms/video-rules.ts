// Kept free of zod: the upload form reads these rules without loading the schema library (decision 007).

/**
 * Where a managed explainer video is shown (decision 180). Every dashboard role has its slots; the
 * sign-language page has its four DGS slots. A slot without a video is not shown at all.
 */
export const VIDEO_SLOTS = [
  { key: 'student-intro', place: 'dashboard', roles: ['SCHUELER'] },
  { key: 'student-trial', place: 'dashboard', roles: ['SCHUELER'] },
  { key: 'student-explainer', place: 'dashboard', roles: ['SCHUELER'] },
  { key: 'teacher-intro', place: 'dashboard', roles: ['LEHRER'] },
  { key: 'school-coordinator-intro', place: 'dashboard', roles: ['ADMIN_SCHULE'] },
  { key: 'land-coordinator-intro', place: 'dashboard', roles: ['ADMIN_LAND'] },
  // ADMIN is an alias of SUPER_ADMIN (roles.ts): the Bund coordinator sees one slot either way.
  { key: 'bund-coordinator-intro', place: 'dashboard', roles: ['SUPER_ADMIN', 'ADMIN'] },
  { key: 'technical-intro', place: 'dashboard', roles: ['TECHNICAL_ADMIN'] },
  { key: 'dgs-welcome', place: 'sign-language', roles: [] },
  { key: 'dgs-sign-in', place: 'sign-language', roles: [] },
  { key: 'dgs-mein-weg', place: 'sign-language', roles: [] },
  { key: 'dgs-teachers', place: 'sign-language', roles: [] },
] as const;

export type VideoSlotKey = (typeof VIDEO_SLOTS)[number]['key'];
export type VideoPlace = (typeof VIDEO_SLOTS)[number]['place'];
export const VIDEO_SLOT_KEYS = VIDEO_SLOTS.map((slot) => slot.key) as [VideoSlotKey, ...VideoSlotKey[]];

/** The dashboard slots of an active role, in the order they are shown. */
export function dashboardSlotsOf(role: string): VideoSlotKey[] {
  return VIDEO_SLOTS.filter((slot) => slot.place === 'dashboard' && (slot.roles as readonly string[]).includes(role)).map((slot) => slot.key);
}

/** The sign-language page's slots, in page order. */
export const SIGN_LANGUAGE_SLOTS: readonly VideoSlotKey[] = VIDEO_SLOTS.filter((slot) => slot.place === 'sign-language').map((slot) => slot.key);

/** The multipart parts of `PUT /api/cms/v1/video-slots/:slot`. */
export const VIDEO_UPLOAD_PARTS = { video: 'video', captions: 'captions', poster: 'poster' } as const;
export type VideoUploadPart = keyof typeof VIDEO_UPLOAD_PARTS;
/** The three files of a video upload, each required. */
export const VIDEO_UPLOAD_PART_NAMES = Object.keys(VIDEO_UPLOAD_PARTS) as VideoUploadPart[];

/** Explainer videos are short: 200 MB is several minutes in good quality. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
/** A caption file of an hour is about 100 KB; 512 KB leaves room without inviting abuse. */
export const MAX_CAPTIONS_BYTES = 512 * 1024;
export const MAX_POSTER_BYTES = 5 * 1024 * 1024;
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 300;

/** Sniffed from the content; what every current browser plays in `<video>`. */
export const EXPLAINER_VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm'];
export const POSTER_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/**
 * A caption file sniffs as `text/vtt` (file-type knows the header) or, with a byte-order mark, as
 * UTF-8 text; either way its header is checked and it is stored as `text/vtt`.
 */
export const CAPTIONS_SNIFFED_TYPES: readonly string[] = ['text/vtt', 'text/plain'];
export const CAPTIONS_MIME_TYPE = 'text/vtt';

export const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';
export const CAPTIONS_ACCEPT = '.vtt,text/vtt';
export const POSTER_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** WebVTT files start with "WEBVTT" (a BOM before it allowed), then a space, tab or line end. */
export function looksLikeWebVtt(firstBytes: Uint8Array): boolean {
  let start = 0;
  if (firstBytes[0] === 0xef && firstBytes[1] === 0xbb && firstBytes[2] === 0xbf) start = 3;
  const header = 'WEBVTT';
  for (let index = 0; index < header.length; index += 1) {
    if (firstBytes[start + index] !== header.charCodeAt(index)) return false;
  }
  const next = firstBytes[start + header.length];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

/** German messages (Sie: only the technical admin uploads) – the server answers with them, the form shows them. */
export const VIDEO_MESSAGES = {
  videoMissing: 'Bitte wählen Sie eine Videodatei aus.',
  videoType: 'Das Video muss eine MP4- oder WebM-Datei sein.',
  videoTooLarge: 'Das Video darf höchstens 200 MB groß sein.',
  captionsMissing: 'Bitte wählen Sie eine Untertitel-Datei (WebVTT, .vtt) aus. Ohne Untertitel kann das Video nicht gezeigt werden (BITV 2.0).',
  captionsType: 'Die Untertitel müssen eine WebVTT-Datei sein: Sie beginnt mit der Zeile „WEBVTT“.',
  captionsTooLarge: 'Die Untertitel-Datei darf höchstens 512 KB groß sein.',
  posterMissing: 'Bitte wählen Sie ein Vorschaubild aus.',
  posterType: 'Das Vorschaubild muss eine PNG-, JPEG- oder WebP-Datei sein.',
  posterTooLarge: 'Das Vorschaubild darf höchstens 5 MB groß sein.',
  unknownPart: 'Die Anfrage enthält eine Datei, die hier nicht erwartet wird.',
  twoFilesForOnePart: 'Bitte wählen Sie für jedes Feld nur eine Datei aus.',
} as const;

export const VIDEO_FIELD_LABELS = { title: 'Titel', description: 'Beschreibung' } as const;
