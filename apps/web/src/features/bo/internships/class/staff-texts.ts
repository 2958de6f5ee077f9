import { addTexts } from '../../../../lib/i18n';
import texts from '../../../../locales/de-internships-staff.json';

// The staff screens of the internships (teachers, coordinators) speak Sie and have no Leichte-Sprache
// overlay: Leichte Sprache is the students' setting (CONTENT.md).
addTexts(texts);

/** `2027-03-01` as `01.03.2027`: a calendar day, no time zone to shift it. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}
