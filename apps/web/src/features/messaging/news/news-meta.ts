import type { NewsItem } from '@berufswahl/contracts';
import type { TFunction } from 'i18next';

/** "für die Lerngruppe 8a · Schüler*innen, Lehrkräfte · Sekundarstufe I": whom an item is for. */
export function describeAudience(item: Pick<NewsItem, 'class_label' | 'grade' | 'level' | 'audiences'>, t: TFunction): string {
  const target = item.class_label
    ? t('news.list.forClass', { label: item.class_label })
    : item.grade
      ? t('news.list.forGrade', { grade: item.grade })
      : t('news.list.forSchool');
  const parts = [target, item.audiences.map((audience) => t(`news.audiences.${audience}`)).join(', ')];
  if (item.level) parts.push(t(`news.levels.${item.level}`));
  return parts.join(' · ');
}

const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
const EVENT_DATE_FORMAT = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export function formatPublished(isoDateTime: string): string {
  return DATE_FORMAT.format(new Date(isoDateTime));
}

/** An event's calendar date (`YYYY-MM-DD`, no zone) as "Fr., 01.05.2099". */
export function formatEventDate(isoDate: string): string {
  return EVENT_DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
