import { ARCHIVE_FILES_FOLDER } from '@berufswahl/contracts';

/** One path segment safe on every file system a person unzips on (Windows included). */
function safeSegment(segment: string): string {
  const cleaned = segment
    .normalize('NFC')
    // Control characters are not allowed in names on Windows (and confuse terminals).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"/\\|?*]/g, '_')
    .replace(/[. ]+$/g, '')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return '_';
  return cleaned.slice(0, 120);
}

/**
 * Where a stored file goes in the zip: `files/<section>/<path>`, every segment cleaned, no way out
 * of the folder (`..`, absolute paths), and a name already used gets ` (2)`, ` (3)` … before its
 * extension.
 */
export function createArchivePathAllocator() {
  const used = new Set<string>();
  return (section: string, requested: string): string => {
    const segments = requested.split(/[/\\]+/).filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
    const inner = (segments.length > 0 ? segments : ['datei']).map(safeSegment).join('/');
    const base = `${ARCHIVE_FILES_FOLDER}/${safeSegment(section)}/${inner}`;
    let candidate = base;
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) {
      const dot = base.lastIndexOf('.');
      const slash = base.lastIndexOf('/');
      candidate = dot > slash + 1 ? `${base.slice(0, dot)} (${copy})${base.slice(dot)}` : `${base} (${copy})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
