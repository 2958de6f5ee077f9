import type { createInternshipPeriodBodySchema, InternshipPeriod, InternshipPeriodList } from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { PeriodRow, PeriodsRepository } from './periods.repository';

export type CreatePeriodInput = z.output<typeof createInternshipPeriodBodySchema>;

export function toPeriodAnswer(row: Pick<PeriodRow, 'uuid' | 'grade' | 'label' | 'startDate' | 'endDate'>): InternshipPeriod {
  return { uuid: row.uuid, grade: row.grade, label: row.label, start_date: row.startDate, end_date: row.endDate };
}

/**
 * The school's internship periods per grade (issue 16). Everybody of the school reads them – the
 * students too, their placement form warns outside them; only the school's coordinator sets them.
 */
export function createPeriodsService(repository: PeriodsRepository) {
  return {
    /** The caller's school's periods; an account without a school has none. */
    async list(caller: Caller): Promise<InternshipPeriodList> {
      if (!caller.schoolUuid) return { items: [] };
      return { items: (await repository.listOfSchool(caller.schoolUuid)).map(toPeriodAnswer) };
    },

    /** A period of the coordinator's own school: the route names no school, the caller's is the one. */
    async create(caller: Caller, input: CreatePeriodInput): Promise<InternshipPeriod> {
      // ADMIN_SCHULE always belongs to a school; an account that lost it has nothing to set.
      if (!caller.schoolUuid) throw forbidden();
      const row = await repository.insert({
        schoolUuid: caller.schoolUuid,
        grade: input.grade,
        label: input.label,
        startDate: input.start_date,
        endDate: input.end_date,
        createdByUuid: caller.uuid,
      });
      return toPeriodAnswer(row);
    },

    /** Another school's period answers 404 (tenancy), as a period that does not exist. */
    async remove(caller: Caller, periodUuid: string): Promise<void> {
      const period = await repository.findWithSchool(periodUuid);
      if (!period || !canSeeSchool(caller, { uuid: period.schoolUuid, clientUuid: period.clientUuid })) throw notFound();
      await repository.delete(period.uuid);
    },
  };
}

export type PeriodsService = ReturnType<typeof createPeriodsService>;
