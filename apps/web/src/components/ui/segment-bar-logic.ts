/**
 * Shares of a whole for a multi-segment bar, in percent with two decimals (spec 9). Negative
 * values count as 0; segments that would overflow the total are cut so the bar never exceeds 100 %.
 */
export function segmentPercentages(values: readonly number[], total: number): number[] {
  if (!(total > 0)) return values.map(() => 0);
  let remaining = 100;
  return values.map((value) => {
    const share = Math.min(remaining, (Math.max(0, value) / total) * 100);
    remaining -= share;
    return Math.round(share * 100) / 100;
  });
}
