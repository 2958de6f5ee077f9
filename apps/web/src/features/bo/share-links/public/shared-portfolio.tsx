import { useTranslation } from 'react-i18next';
import type { PortfolioView, PortfolioViewItem } from '@berufswahl/contracts';
import { formatDate } from '../../../../lib/format';

/** A rating as the portfolio shows it: one decimal, German comma; a dash where nobody rated. */
const ratingText = (value: number | null) => (value === null ? '–' : value.toLocaleString('de-DE', { maximumFractionDigits: 1 }));

/**
 * The shared portfolio, read-only: the name and school the student shows, „Über mich“ and the
 * items in the student's order – exactly what the PDF holds.
 */
export function SharedPortfolio({ portfolio }: { portfolio: PortfolioView }) {
  const { t } = useTranslation();
  return (
    <article className="shared-portfolio">
      <h2>{portfolio.student_name}</h2>
      <p className="shared-story__date">{portfolio.school_name}</p>
      {portfolio.profile && (
        <section aria-labelledby="geteilt-ueber-mich">
          <h3 id="geteilt-ueber-mich">{t('sharedPage.portfolio.profile')}</h3>
          <p className="shared-story__text">{portfolio.profile}</p>
        </section>
      )}
      {portfolio.items.length > 0 && (
        <section aria-labelledby="geteilt-inhalte">
          <h3 id="geteilt-inhalte">{t('sharedPage.portfolio.items')}</h3>
          <ol className="shared-portfolio__items">
            {portfolio.items.map((item, index) => (
              <li key={'uuid' in item ? item.uuid : `${item.kind}-${index}`} className="shared-portfolio__item">
                <PortfolioItemView item={item} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

function PortfolioItemView({ item }: { item: PortfolioViewItem }) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'story':
      return (
        <>
          <h4>{t('sharedPage.portfolio.story', { date: formatDate(item.created_date) })}</h4>
          {item.photo && <img className="shared-story__photo" src={item.photo.url} alt={item.photo.alt} />}
          <p className="shared-story__text">{item.text}</p>
          {item.hashtags.length > 0 && <p>{item.hashtags.map((hashtag) => `#${hashtag}`).join(' ')}</p>}
        </>
      );
    case 'answer':
      return (
        <>
          <h4>{item.task_title}</h4>
          <p className="shared-story__date">{t('sharedPage.portfolio.answer', { station: item.station_title, date: formatDate(item.answered_date) })}</p>
          <p className="shared-story__text">{item.answer}</p>
        </>
      );
    case 'strengths':
      return (
        <>
          <h4>{t('sharedPage.portfolio.strengths')}</h4>
          {/* Focusable: at 375 px the table scrolls sideways, also by keyboard. */}
          <div className="shared-portfolio__table" tabIndex={0} role="group" aria-label={t('sharedPage.portfolio.strengths')}>
            <table className="shared-portfolio__strengths">
              <caption>{t('sharedPage.portfolio.strengthsCaption', { max: item.scale_max })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sharedPage.portfolio.competence')}</th>
                  <th scope="col">{t('sharedPage.portfolio.self')}</th>
                  <th scope="col">{t('sharedPage.portfolio.teachers')}</th>
                  <th scope="col">{t('sharedPage.portfolio.supervisor')}</th>
                  <th scope="col">{t('sharedPage.portfolio.parents')}</th>
                </tr>
              </thead>
              <tbody>
                {item.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{ratingText(row.self)}</td>
                    <td>{ratingText(row.teachers)}</td>
                    <td>{ratingText(row.supervisor)}</td>
                    <td>{ratingText(row.parents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      );
    case 'file':
      return (
        <>
          <h4>{item.file_name}</h4>
          {item.photo ? <img className="shared-story__photo" src={item.photo.url} alt={item.photo.alt} /> : <p>{t('sharedPage.portfolio.fileInPdf')}</p>}
        </>
      );
    case 'internship':
      return (
        <>
          <h4>{t('sharedPage.portfolio.internship', { company: item.company_name })}</h4>
          <p>
            {item.field_of_work}, {formatDate(item.starts_on)} – {formatDate(item.ends_on)}
          </p>
          {item.confirmation && <p>{t('sharedPage.portfolio.confirmed', { date: formatDate(item.confirmation.confirmed_date), by: item.confirmation.confirmed_by })}</p>}
        </>
      );
  }
}
