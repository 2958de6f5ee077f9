import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioView, PortfolioViewItem } from '@berufswahl/contracts';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import portfolioTexts from '../../../locales/de-portfolio.json';
import simplePortfolioTexts from '../../../locales/de-portfolio.leicht.json';
import { formatFileSize } from '../stories/story-form-logic';
import { paragraphsOf, sectionsOf, viewItemKey } from './portfolio-logic';
import './portfolio.css';

// The preview may be shown where the editor is not loaded (a shared portfolio's public page).
addTexts(portfolioTexts, simplePortfolioTexts);

type HeadingLevel = 2 | 3;
type AnyHeadingLevel = 2 | 3 | 4 | 5;

/** A German calendar day of an ISO day (`2027-03-12` → `12.03.2027`) without a time zone shift. */
const calendarDay = (isoDay: string) => isoDay.split('-').reverse().join('.');

function Heading({ level, id, className, children }: { level: AnyHeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

function ItemContent({ item, headingLevel }: { item: PortfolioViewItem; headingLevel: AnyHeadingLevel }) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'story':
      return (
        <article className="portfolio-view__item">
          <Heading level={headingLevel} className="portfolio-view__item-heading">{t('portfolio.view.storyDate', { date: formatDate(item.created_date) })}</Heading>
          {item.photo && <img className="portfolio-view__photo" src={item.photo.url} alt={item.photo.alt} loading="lazy" />}
          <p className="portfolio-view__text">{item.text}</p>
          {item.hashtags.length > 0 && (
            <ul className="portfolio-view__hashtags" aria-label={t('portfolio.view.hashtags')}>
              {item.hashtags.map((hashtag) => (
                <li key={hashtag}>#{hashtag}</li>
              ))}
            </ul>
          )}
        </article>
      );
    case 'answer':
      return (
        <article className="portfolio-view__item">
          <Heading level={headingLevel} className="portfolio-view__item-heading">{t('portfolio.view.answerHeading', { station: item.station_title, task: item.task_title })}</Heading>
          <p className="portfolio-view__text">{item.answer}</p>
          <p className="portfolio-view__meta">{t('portfolio.view.answeredOn', { date: formatDate(item.answered_date) })}</p>
        </article>
      );
    case 'strengths':
      return (
        <div className="portfolio-view__table-wrap" tabIndex={0} role="group" aria-label={t('portfolio.kind.strengths')}>
          <table className="portfolio-view__table">
            <caption>{t('portfolio.view.strengthsCaption', { max: item.scale_max })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.view.competence')}</th>
                <th scope="col">{t('portfolio.view.self')}</th>
                <th scope="col">{t('portfolio.view.teachers')}</th>
                <th scope="col">{t('portfolio.view.supervisor')}</th>
                <th scope="col">{t('portfolio.view.parents')}</th>
              </tr>
            </thead>
            <tbody>
              {item.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {[row.self, row.teachers, row.supervisor, row.parents].map((value, index) => (
                    <td key={index}>{value === null ? t('portfolio.view.noRating') : value.toLocaleString('de-DE')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'file':
      return (
        <article className="portfolio-view__item">
          <Heading level={headingLevel} className="portfolio-view__item-heading">{item.file_name}</Heading>
          {item.photo ? (
            <img className="portfolio-view__photo" src={item.photo.url} alt={item.photo.alt} loading="lazy" />
          ) : (
            <p className="portfolio-view__meta">{t('portfolio.view.fileSize', { name: item.file_name, size: formatFileSize(item.size) })}</p>
          )}
        </article>
      );
    case 'internship':
      return (
        <article className="portfolio-view__item">
          <Heading level={headingLevel} className="portfolio-view__item-heading">{item.company_name}</Heading>
          <p>{t('portfolio.view.internshipDates', { from: calendarDay(item.starts_on), to: calendarDay(item.ends_on) })}</p>
          <p>{t('portfolio.view.fieldOfWork', { field: item.field_of_work })}</p>
          {item.confirmation && (
            <p className="portfolio-view__meta">
              {item.confirmation.confirmed_by
                ? t('portfolio.view.confirmed', { date: formatDate(item.confirmation.confirmed_date), name: item.confirmation.confirmed_by })
                : t('portfolio.view.confirmedNoName', { date: formatDate(item.confirmation.confirmed_date) })}
            </p>
          )}
        </article>
      );
  }
}

/**
 * A portfolio as a reader sees it, read-only (issue 18): name and school, „Über mich“, then one
 * section per kind in the order of first appearance – what the PDF holds, in its order. The
 * student's preview shows it, and so does a shared portfolio's public page (`headingLevel` 2 there,
 * below the page's h1): the student sees beforehand exactly what the link's reader will see.
 */
export function PortfolioPreview({ view, headingLevel = 3 }: { view: PortfolioView; headingLevel?: HeadingLevel }) {
  const { t } = useTranslation();
  const nameId = useId();
  const paragraphs = paragraphsOf(view.profile);
  const sectionLevel = (headingLevel + 1) as AnyHeadingLevel;
  return (
    <section className="portfolio-view" aria-labelledby={nameId}>
      <Heading level={headingLevel} id={nameId}>
        {view.student_name}
      </Heading>
      {view.school_name && <p className="portfolio-view__school">{t('portfolio.view.school', { school: view.school_name })}</p>}
      <div className="portfolio-view__section">
        <Heading level={sectionLevel}>{t('portfolio.view.aboutMe')}</Heading>
        {paragraphs.length === 0 ? (
          <p className="portfolio-view__meta">{t('portfolio.view.noProfile')}</p>
        ) : (
          paragraphs.map((paragraph, index) => (
            <p key={index} className="portfolio-view__text">
              {paragraph}
            </p>
          ))
        )}
      </div>
      {view.items.length === 0 && <p className="portfolio-view__meta">{t('portfolio.view.noItems')}</p>}
      {sectionsOf(view.items).map((section) => (
        <div key={section.kind} className="portfolio-view__section">
          <Heading level={sectionLevel}>{t(`portfolio.kind.${section.kind}`)}</Heading>
          <ul className="portfolio-view__items">
            {section.items.map((item) => (
              <li key={viewItemKey(item)}>
                <ItemContent item={item} headingLevel={(sectionLevel + 1) as AnyHeadingLevel} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
