/** errno codes of a full file system: no space left (ENOSPC) or the user's disk quota used up (EDQUOT). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether an error – or one it wraps (StorageError, drizzle, stream errors) – says the disk is full. */
export function isDiskFullError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (DISK_FULL_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
