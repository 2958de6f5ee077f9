import type { StorageInfo } from '@berufswahl/contracts';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Bytes in the largest unit that keeps the number at least 1 (spec 9: Bytes, KB, MB, GB, TB; a KB
 * is 1024 bytes), with a German decimal comma: 1536 → "1,5 KB", 1073741824 → "1 GB".
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // 1023,99 MB would round to "1.024 MB": step up once more when the rounded value reaches 1024.
  while (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}

/** A percentage with two decimals (spec 9): 12.5 → "12,50 %". */
export function formatPercent(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

/** The four segments of the storage bar (spec 2) in bytes; `free` never drops below 0. */
export type StorageSegments = { files: number; trash: number; taskTrash: number; free: number };

/**
 * Used files (own uploads, story attachments and task files), the trash, the task/reflection
 * trash and the free space of a storage answer (spec 3).
 */
export function storageSegmentsOf(info: StorageInfo): StorageSegments {
  const files = info.used_space + info.system_used_space;
  const trash = info.trashcan_used_space;
  const taskTrash = info.system_trashcan_used_space;
  return { files, trash, taskTrash, free: Math.max(0, info.space - files - trash - taskTrash) };
}

export type FileKind = 'image' | 'audio' | 'video' | 'pdf' | 'text' | 'zip' | 'document' | 'spreadsheet' | 'presentation' | 'other';

/** What a person calls a file of this (sniffed) type. */
export function fileKindOf(mimeType: string): FileKind {
  const type = mimeType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('text/')) return 'text';
  if (type === 'application/zip') return 'zip';
  if (type.includes('spreadsheet') || type.includes('excel') || type.includes('numbers')) return 'spreadsheet';
  if (type.includes('presentation') || type.includes('powerpoint') || type.includes('keynote')) return 'presentation';
  if (type.includes('wordprocessing') || type.includes('pages') || type.includes('msword')) return 'document';
  return 'other';
}

/** Kinds the preview dialog shows in the page (spec: images, audio, video and PDF). */
export function isPreviewable(mimeType: string): boolean {
  return ['image', 'audio', 'video', 'pdf'].includes(fileKindOf(mimeType));
}
