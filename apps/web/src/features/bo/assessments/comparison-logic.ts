import type { AssessmentItem, AssessmentOverview, OtherSource } from '@berufswahl/contracts/bo/assessments';
import { FEEDBACK_LIMITS } from '@berufswahl/contracts/bo/feedback';

/** Whose rating a marker or a column shows: the student's own first, then the others. */
export const COMPARED_SOURCES = ['self', 'teacher', 'supervisor', 'parent'] as const;
export type ComparedSource = (typeof COMPARED_SOURCES)[number];

/** A source's value for an item: the student's own rating or another source's mean; null: none yet. */
export function valueOf(item: AssessmentItem, source: ComparedSource): number | null {
  return source === 'self' ? item.self : item.others[source];
}

const MEAN_FORMAT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating or mean with one decimal and the German comma (`3,5`, `4,0`); null stays null. */
export function formatRating(value: number | null): string | null {
  return value === null ? null : MEAN_FORMAT.format(value);
}

/**
 * The chart's drawing, in the SVG's own units: one row per item (its name above a line from 1 to
 * 5), the sources' markers on that line, each source a little higher or lower than the others so
 * that equal values stay visible side by side instead of covering each other.
 */
export const CHART = {
  width: 340,
  /** Where 1 and 5 sit on every item's line. */
  scaleLeft: 16,
  scaleRight: 324,
  /** The scale's labels (1 … 5) above the first row. */
  axisHeight: 24,
  labelHeight: 18,
  trackHeight: 44,
  /** Vertical offset of each source's marker from the row's line. */
  laneOffset: { self: -15, teacher: -5, supervisor: 5, parent: 15 } satisfies Record<ComparedSource, number>,
  markerSize: 9,
} as const;

/** x of a value on the scale 1 … 5; values outside are held at the ends. */
export function xOfValue(value: number): number {
  const { ratingMin, ratingMax } = FEEDBACK_LIMITS;
  const clamped = Math.min(ratingMax, Math.max(ratingMin, value));
  return CHART.scaleLeft + ((clamped - ratingMin) / (ratingMax - ratingMin)) * (CHART.scaleRight - CHART.scaleLeft);
}

export interface ChartMarker {
  source: ComparedSource;
  x: number;
  y: number;
}

export interface ChartRow {
  item: AssessmentItem;
  /** Baseline of the item's name. */
  labelY: number;
  /** The row's line from 1 to 5. */
  lineY: number;
  markers: ChartMarker[];
}

/** Rows and markers for the items, and the height the SVG needs. Sources without a value draw nothing. */
export function chartRows(items: readonly AssessmentItem[]): { rows: ChartRow[]; height: number } {
  const rowHeight = CHART.labelHeight + CHART.trackHeight;
  const rows = items.map((item, index) => {
    const top = CHART.axisHeight + index * rowHeight;
    const lineY = top + CHART.labelHeight + CHART.trackHeight / 2;
    const markers = COMPARED_SOURCES.flatMap((source) => {
      const value = valueOf(item, source);
      return value === null ? [] : [{ source, x: xOfValue(value), y: lineY + CHART.laneOffset[source] }];
    });
    return { item, labelY: top + CHART.labelHeight - 3, lineY, markers };
  });
  return { rows, height: CHART.axisHeight + items.length * rowHeight + 4 };
}

/** The outline of a marker around its centre: each source its own shape, so colour is never needed to tell them apart. */
export function markerPath(source: ComparedSource, x: number, y: number, size: number = CHART.markerSize): string {
  const half = size / 2;
  switch (source) {
    case 'self': {
      // A circle drawn as two arcs, so that every marker is one <path>.
      return `M ${x - half} ${y} a ${half} ${half} 0 1 0 ${size} 0 a ${half} ${half} 0 1 0 ${-size} 0 Z`;
    }
    case 'teacher':
      return `M ${x - half} ${y - half} h ${size} v ${size} h ${-size} Z`;
    case 'supervisor': {
      const grow = half * 1.25;
      return `M ${x} ${y - grow} L ${x + grow} ${y + half} L ${x - grow} ${y + half} Z`;
    }
    case 'parent': {
      const grow = half * 1.3;
      return `M ${x} ${y - grow} L ${x + grow} ${y} L ${x} ${y + grow} L ${x - grow} ${y} Z`;
    }
  }
}

/** How many items each source has rated: the chart's summary names them. */
export function ratedItemCounts(items: readonly AssessmentItem[]): Record<ComparedSource, number> {
  const counts: Record<ComparedSource, number> = { self: 0, teacher: 0, supervisor: 0, parent: 0 };
  for (const item of items) for (const source of COMPARED_SOURCES) if (valueOf(item, source) !== null) counts[source] += 1;
  return counts;
}

/** Whether any other source has rated anything yet: before that the comparison has nothing to compare. */
export function hasOtherRatings(overview: Pick<AssessmentOverview, 'items'>): boolean {
  const otherSources: readonly OtherSource[] = ['teacher', 'supervisor', 'parent'];
  return overview.items.some((item) => otherSources.some((source) => item.others[source] !== null));
}

export interface ComparisonRow {
  item: AssessmentItem;
  /** Per source the value as shown (`3,5`), null for "noch keine Einschätzung". */
  values: Record<ComparedSource, string | null>;
}

/** The table's rows: the same figures as the chart, formatted. The student's own rating is a whole number. */
export function comparisonRows(items: readonly AssessmentItem[]): ComparisonRow[] {
  return items.map((item) => ({
    item,
    values: {
      self: item.self === null ? null : String(item.self),
      teacher: formatRating(item.others.teacher),
      supervisor: formatRating(item.others.supervisor),
      parent: formatRating(item.others.parent),
    },
  }));
}
