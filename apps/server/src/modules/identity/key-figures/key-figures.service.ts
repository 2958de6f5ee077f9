import { KEY_FIGURES_MONTHS, KEY_FIGURES_SYSTEM_NAME, type KeyFigures } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { KeyFigureFilter, KeyFiguresRepository, MonthCounts } from './key-figures.repository';

/** The scope follows the active role (decision 096): school, Land or the whole system. */
export function scopeOf(caller: Pick<Caller, 'activeRole' | 'schoolUuid' | 'clientUuid'>): KeyFigureFilter {
  switch (caller.activeRole) {
    case 'ADMIN_SCHULE':
      if (!caller.schoolUuid) throw notFound();
      return { kind: 'school', schoolUuid: caller.schoolUuid };
    case 'ADMIN_LAND':
      return { kind: 'client', clientUuid: caller.clientUuid };
    case 'SUPER_ADMIN':
    case 'ADMIN':
      return { kind: 'system' };
    default:
      throw forbidden();
  }
}

/** The `KEY_FIGURES_MONTHS` months up to `now` as `YYYY-MM`, oldest first (German calendar). */
export function lastMonths(now: Date, count = KEY_FIGURES_MONTHS): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export function createKeyFiguresService(repository: KeyFiguresRepository) {
  return {
    async forCaller(caller: Caller): Promise<KeyFigures> {
      const filter = scopeOf(caller);
      const [months, recent, schools, name] = await Promise.all([
        repository.countsByMonth(filter),
        repository.countRecent(filter),
        repository.countSchools(filter),
        repository.nameOf(filter),
      ]);
      const sum = (pick: (month: MonthCounts) => number) => months.reduce((total, month) => total + pick(month), 0);
      const accountsOf = new Map(months.map((month) => [month.month, month.accounts]));
      const now = new Date();
      return {
        scope: filter.kind,
        scope_name: name ?? KEY_FIGURES_SYSTEM_NAME,
        totals: {
          accounts: sum((month) => month.accounts),
          accounts_last_30_days: recent,
          schools,
          teachers: sum((month) => month.teachers),
          students: sum((month) => month.students),
        },
        accounts_by_month: lastMonths(now).map((month) => ({ month, count: accountsOf.get(month) ?? 0 })),
        computed_at: now.toISOString(),
      };
    },
  };
}

export type KeyFiguresService = ReturnType<typeof createKeyFiguresService>;
