import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentOverview } from '@berufswahl/contracts/bo/assessments';
import { FEEDBACK_LIMITS } from '@berufswahl/contracts/bo/feedback';
import { textOf } from './simple-text';
import { CHART, chartRows, COMPARED_SOURCES, markerPath, ratedItemCounts, xOfValue, type ComparedSource } from './comparison-logic';

const SCALE_VALUES = Array.from({ length: FEEDBACK_LIMITS.ratingMax - FEEDBACK_LIMITS.ratingMin + 1 }, (_, index) => FEEDBACK_LIMITS.ratingMin + index);

/**
 * The comparison as a picture (the key-figures chart's pattern): one row per item, a line from 1 to
 * 5, and a marker per source – circle, square, triangle, diamond, each in its own colour, so that
 * the sources are told apart without colour. The SVG is one image with a name and a summary; the
 * figures themselves are in the table that follows it.
 */
export function ComparisonChart({ overview, isSimple }: { overview: AssessmentOverview; isSimple: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const summaryId = useId();
  const { rows, height } = chartRows(overview.items);
  const rated = ratedItemCounts(overview.items);

  return (
    <figure className="assessment-chart">
      <figcaption id={titleId} className="assessment-chart__caption">
        {t('assessments.comparison.chartTitle')}
      </figcaption>
      <ChartLegend overview={overview} />
      <svg
        className="assessment-chart__svg"
        viewBox={`0 0 ${CHART.width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        data-testid="assessment-chart"
      >
        {SCALE_VALUES.map((value) => (
          <g key={value}>
            <line className="assessment-chart__grid" x1={xOfValue(value)} x2={xOfValue(value)} y1={CHART.axisHeight - 4} y2={height - 4} />
            <text className="assessment-chart__tick" x={xOfValue(value)} y={CHART.axisHeight - 8} textAnchor="middle">
              {value}
            </text>
          </g>
        ))}
        {rows.map((row) => (
            <g key={row.item.key} data-item={row.item.key}>
              <text className="assessment-chart__label" x={0} y={row.labelY}>
                {textOf(row.item, 'name', isSimple)}
              </text>
              <line className="assessment-chart__track" x1={CHART.scaleLeft} x2={CHART.scaleRight} y1={row.lineY} y2={row.lineY} />
              {row.markers.map((marker) => (
                <path
                  key={marker.source}
                  className={`assessment-marker assessment-marker--${marker.source}`}
                  d={markerPath(marker.source, marker.x, marker.y)}
                  data-source={marker.source}
                />
              ))}
            </g>
        ))}
      </svg>
      <p id={summaryId} className="hint">
        {t('assessments.comparison.chartSummary', {
          items: overview.items.length,
          self: rated.self,
          teacher: rated.teacher,
          supervisor: rated.supervisor,
          parent: rated.parent,
        })}{' '}
        {t('assessments.comparison.chartDiffers', { count: overview.items.filter((item) => item.differs).length })}{' '}
        {t('assessments.comparison.chartTableHint')}
      </p>
    </figure>
  );
}

/** Which shape is whose, and how many ratings each source's means stand for ("2 Einschätzungen von Eltern"). */
function ChartLegend({ overview }: { overview: AssessmentOverview }) {
  const { t } = useTranslation();
  const countText = (source: ComparedSource) => {
    if (source === 'self') return null;
    const count = overview.counts[source];
    return count === 0 ? t('assessments.comparison.counts.none') : t(`assessments.comparison.counts.${source}`, { count });
  };
  return (
    <ul className="assessment-legend" aria-label={t('assessments.comparison.legendLabel')}>
      {COMPARED_SOURCES.map((source) => {
        const count = countText(source);
        return (
          <li key={source} className="assessment-legend__entry" data-source={source}>
            <svg className="assessment-legend__shape" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path className={`assessment-marker assessment-marker--${source}`} d={markerPath(source, 8, 8, 11)} />
            </svg>
            <span>
              <strong>{t(`assessments.sources.${source}`)}</strong> ({t(`assessments.comparison.shapes.${source}`)})
              {count && <span className="assessment-legend__count">: {count}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
