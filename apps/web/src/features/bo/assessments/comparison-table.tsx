import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPETENCE_GROUPS, type AssessmentItem } from '@berufswahl/contracts/bo/assessments';
import { textOf } from './simple-text';
import { comparisonRows, COMPARED_SOURCES } from './comparison-logic';

/**
 * The chart's figures as a real table – what screen readers and keyboard users read. It scrolls on
 * its own at narrow widths (a focusable region), so the page never does.
 */
export function ComparisonTable({ items, isSimple }: { items: readonly AssessmentItem[]; isSimple: boolean }) {
  const { t } = useTranslation();
  const captionId = useId();
  const noteId = useId();
  const rows = comparisonRows(items);

  return (
    <>
      {/* Outside the table's own scrolling, so a phone shows it whole; the table points at it. */}
      <p id={noteId} className="hint assessment-table-note">
        {t('assessments.comparison.tableNote')}
        <span className="assessment-table__short-hint" aria-hidden="true"> {t('assessments.comparison.noneShortHint')}</span>
      </p>
      <div className="assessment-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="assessment-table" data-testid="assessment-table" aria-describedby={noteId}>
        <caption id={captionId}>{t('assessments.comparison.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('assessments.comparison.itemColumn')}</th>
            {COMPARED_SOURCES.map((source) => (
              <th key={source} scope="col">
                {/* The long word with a soft hyphen: it may break on a phone. */}
                {source === 'supervisor' ? t('assessments.comparison.columns.supervisor') : t(`assessments.sources.${source}`)}
              </th>
            ))}
          </tr>
        </thead>
        {COMPETENCE_GROUPS.map((group) => {
          const groupRows = rows.filter((row) => row.item.group === group);
          if (groupRows.length === 0) return null;
          return (
            <tbody key={group}>
              <tr className="assessment-table__group">
                <th scope="rowgroup" colSpan={COMPARED_SOURCES.length + 1}>
                  {t(`assessments.groups.${group}`)}
                </th>
              </tr>
              {groupRows.map((row) => {
                return (
                  <tr key={row.item.key} data-item={row.item.key}>
                    <th scope="row">{textOf(row.item, 'name', isSimple)}</th>
                    {COMPARED_SOURCES.map((source) => {
                      const value = row.values[source];
                      return (
                        <td key={source} data-source={source} className={value === null ? 'assessment-table__none' : undefined}>
                          {value ?? <NoRating />}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
      </div>
    </>
  );
}

/**
 * "noch keine Einschätzung" – on a phone drawn as a dash (five columns must fit), the words kept
 * for screen readers; the caption then says what the dash means.
 */
function NoRating() {
  const { t } = useTranslation();
  return (
    <>
      <span className="assessment-table__none-text">{t('assessments.comparison.none')}</span>
      <span className="assessment-table__none-dash" aria-hidden="true">
        –
      </span>
    </>
  );
}
