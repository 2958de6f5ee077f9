/** Reads an uploaded CSV as UTF-8 text; null when the bytes are no UTF-8 (e.g. Excel's "CSV (Trennzeichen-getrennt)" in Windows-1252). */
export async function readCsvFile(file: Blob): Promise<string | null> {
  const bytes = await file.arrayBuffer();
  try {
    // The decoder drops a leading byte order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
