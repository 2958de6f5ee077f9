import { remainingTime, SIGNATURE_TIME_ZONE } from '@berufswahl/contracts/signatures/signature-rules';
import type { TFunction } from 'i18next';

/** `2026-12-23` → „23. Dezember 2026“ (a calendar day, so no time zone shift). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant in German time: „23.12.2026, 14:05“. */
export function formatInstant(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: SIGNATURE_TIME_ZONE }).format(new Date(iso));
}

/** „Noch 12 Tage bis zur Frist“, „Noch 5 Stunden …“ on the last day, or „Die Frist ist abgelaufen“. */
export function remainingText(t: TFunction, deadline: string, now = new Date()): string {
  const left = remainingTime(new Date(deadline), now);
  return left.unit === 'overdue' ? t('signatures.remaining.overdue') : t(`signatures.remaining.${left.unit}`, { count: left.count });
}

export function isOverdue(deadline: string, now = new Date()): boolean {
  return remainingTime(new Date(deadline), now).unit === 'overdue';
}
