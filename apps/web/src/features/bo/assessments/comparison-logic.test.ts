import { describe, expect, it } from 'vitest';
import type { AssessmentItem } from '@berufswahl/contracts/bo/assessments';
import { CHART, chartRows, comparisonRows, formatRating, hasOtherRatings, markerPath, ratedItemCounts, xOfValue } from './comparison-logic';

function buildItem(overrides: Partial<AssessmentItem> = {}): AssessmentItem {
  return {
    key: 'puenktlichkeit',
    group: 'praktikum',
    name: 'Pünktlichkeit',
    name_el: 'Pünktlich sein',
    text: 'Ich komme pünktlich.',
    text_el: 'Ich komme pünktlich.',
    self: null,
    others: { teacher: null, supervisor: null, parent: null },
    differs: false,
    reflection: null,
    ...overrides,
  };
}

describe('formatRating', () => {
  it('writes a mean with one decimal and the German comma', () => {
    expect(formatRating(3.5)).toBe('3,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(2.25)).toBe('2,3');
  });

  it('keeps a missing value missing', () => {
    expect(formatRating(null)).toBeNull();
  });
});

describe('xOfValue', () => {
  it('puts 1 at the left end, 5 at the right end and 3 in the middle of the line', () => {
    expect(xOfValue(1)).toBe(CHART.scaleLeft);
    expect(xOfValue(5)).toBe(CHART.scaleRight);
    expect(xOfValue(3)).toBe((CHART.scaleLeft + CHART.scaleRight) / 2);
  });

  it('holds values outside the scale at its ends', () => {
    expect(xOfValue(0)).toBe(CHART.scaleLeft);
    expect(xOfValue(9)).toBe(CHART.scaleRight);
  });
});

describe('chartRows', () => {
  it('draws a marker only for the sources that have a value', () => {
    const { rows } = chartRows([buildItem({ self: 4, others: { teacher: 2.5, supervisor: null, parent: 5 } })]);
    expect(rows[0]?.markers.map((marker) => marker.source)).toEqual(['self', 'teacher', 'parent']);
    expect(rows[0]?.markers.map((marker) => marker.x)).toEqual([xOfValue(4), xOfValue(2.5), xOfValue(5)]);
  });

  it('sets equal values of different sources apart vertically, so neither hides the other', () => {
    const { rows } = chartRows([buildItem({ self: 3, others: { teacher: 3, supervisor: 3, parent: 3 } })]);
    const ys = rows[0]?.markers.map((marker) => marker.y) ?? [];
    expect(new Set(ys).size).toBe(4);
    for (const [index, y] of ys.entries()) if (index > 0) expect(y - (ys[index - 1] ?? 0)).toBeGreaterThanOrEqual(CHART.markerSize);
  });

  it('stacks the rows below each other and grows the height with the items', () => {
    const one = chartRows([buildItem()]);
    const two = chartRows([buildItem(), buildItem({ key: 'sorgfalt' })]);
    expect(two.rows[1]?.lineY).toBeGreaterThan(two.rows[0]?.lineY ?? Infinity);
    expect(two.height - one.height).toBe(CHART.labelHeight + CHART.trackHeight);
  });
});

describe('markerPath', () => {
  it('gives each source its own shape', () => {
    const paths = (['self', 'teacher', 'supervisor', 'parent'] as const).map((source) => markerPath(source, 10, 10));
    expect(new Set(paths).size).toBe(4);
    expect(paths[0]).toContain(' a ');
  });
});

describe('ratedItemCounts and hasOtherRatings', () => {
  const items = [
    buildItem({ self: 4, others: { teacher: 3, supervisor: null, parent: null } }),
    buildItem({ key: 'sorgfalt', self: 2, others: { teacher: null, supervisor: null, parent: 4.5 } }),
    buildItem({ key: 'technik' }),
  ];

  it('counts per source the items it has rated', () => {
    expect(ratedItemCounts(items)).toEqual({ self: 2, teacher: 1, supervisor: 0, parent: 1 });
  });

  it('knows when nobody else has rated anything yet', () => {
    expect(hasOtherRatings({ items })).toBe(true);
    expect(hasOtherRatings({ items: [buildItem({ self: 5 })] })).toBe(false);
  });
});

describe('comparisonRows', () => {
  it('shows the own rating as a whole number, the others as means with a comma, and nothing as null', () => {
    const [row] = comparisonRows([buildItem({ self: 4, others: { teacher: 3.5, supervisor: null, parent: 2 } })]);
    expect(row?.values).toEqual({ self: '4', teacher: '3,5', supervisor: null, parent: '2,0' });
  });
});
