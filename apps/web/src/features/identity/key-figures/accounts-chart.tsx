import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyFigures } from '@berufswahl/contracts';

const MONTH_FORMAT = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const MONTH_LONG_FORMAT = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function monthLabel(month: string, long = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return (long ? MONTH_LONG_FORMAT : MONTH_FORMAT).format(date);
}

/** Bar heights in a 0–100 box, the tallest bar reaching the top; all zero stays zero. */
export function barHeights(counts: number[]): number[] {
  const highest = Math.max(0, ...counts);
  return counts.map((count) => (highest === 0 ? 0 : Math.round((count / highest) * 100)));
}

/**
 * Accounts created per month as a small bar chart (a trend reads better as a picture than as
 * twelve numbers) with the same figures as a table right below it: the SVG is one image with a
 * name and a summary, the table is what screen readers and keyboard users read.
 */
export function AccountsChart({ months }: { months: KeyFigures['accounts_by_month'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heights = barHeights(months.map((month) => month.count));
  const total = months.reduce((sum, month) => sum + month.count, 0);
  const barWidth = 100 / months.length;

  return (
    <figure className="accounts-chart">
      <figcaption id={titleId} className="accounts-chart__caption">
        {t('keyFigures.chart.title')}
      </figcaption>
      <svg
        className="accounts-chart__svg"
        viewBox="0 0 100 60"
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
      >
        <line x1="0" y1="50" x2="100" y2="50" className="accounts-chart__axis" />
        {months.map((month, index) => {
          const height = (heights[index] ?? 0) * 0.48;
          return <rect key={month.month} x={index * barWidth + barWidth * 0.15} y={50 - height} width={barWidth * 0.7} height={height} className="accounts-chart__bar" />;
        })}
      </svg>
      <div className="accounts-chart__labels" aria-hidden="true">
        {months.map((month) => (
          <span key={month.month}>{monthLabel(month.month)}</span>
        ))}
      </div>
      <p id={`${titleId}-summary`} className="hint">
        {t('keyFigures.chart.summary', { total, months: months.length })}
      </p>
      <details className="accounts-chart__details">
        <summary>{t('keyFigures.chart.asTable')}</summary>
        <table className="accounts-chart__table">
          <caption>{t('keyFigures.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('keyFigures.chart.month')}</th>
              <th scope="col">{t('keyFigures.chart.count')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabel(month.month, true)}</th>
                <td>{month.count.toLocaleString('de-DE')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
