/**
 * Where a key press moves the focus in a horizontal tab list (WAI-ARIA tabs pattern): arrows wrap
 * around, Home and End jump to the ends. Null for any other key.
 */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
