/**
 * Spec 5, "Pagination input": the typed page clamps between 1 and the last page; anything that is
 * not a number, and 0, becomes 1.
 */
export function clampPage(input: string | number, lastPage: number): number {
  const last = Math.max(1, Math.floor(lastPage));
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.floor(value), last);
}

/** Spec 9: a number input above 1024 px, a text input (numeric keyboard) at 1024 px and below. */
export function pageInputTypeFor(viewportWidth: number, breakpointPx: number): 'number' | 'text' {
  return viewportWidth > breakpointPx ? 'number' : 'text';
}
