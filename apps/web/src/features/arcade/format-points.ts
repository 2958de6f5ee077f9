const numberFormat = new Intl.NumberFormat('de-DE');

/** 1234 → "1.234" (German separators, CONTENT.md). */
export function formatPoints(points: number): string {
  return numberFormat.format(points);
}
