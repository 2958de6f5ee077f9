import {
  canSnooze,
  endOfSchoolDay,
  type PrincipalDeadline,
  redirectWindowStart,
  schoolDayOf,
  shouldRedirectToFlow,
  SIGNATURE_DEADLINE_MAX_DAYS,
  SIGNATURE_MESSAGES,
  type SignatureDeadlineBody,
  type SignatureDocumentKey,
  type SignatureFlowDetail,
  type SignatureFlowSummary,
  type SignatureLandOverview,
  type SignatureSchoolStatus,
  type SignatureSnooze,
  type SignatureStatus,
  type SignatureStatusAnswer,
  snoozeUntil,
  LAND_COORDINATOR_ROLES,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, notFound, unauthenticated } from '../../../platform/http/errors';
import { loadSignatureDocument, type SignatureDocument } from './signature-document';
import type { SchoolRow, SignatureFlowRow, SignatureRecordRow, SignatureRepository } from './signature.repository';
import { invalidField } from '../../../platform/http/error-responses';

/** The document every Land asks its schools to confirm today; the list grows with the content. */
export const CURRENT_DOCUMENT_KEY: SignatureDocumentKey = 'avv';

const DAY_MS = 24 * 60 * 60 * 1000;

export function summaryOf(flow: SignatureFlowRow): SignatureFlowSummary {
  const deadline = endOfSchoolDay(flow.deadlineDate);
  return {
    uuid: flow.uuid,
    document_key: flow.documentKey as SignatureDocumentKey,
    document_title: flow.documentTitle,
    document_version: flow.documentVersion,
    deadline_date: flow.deadlineDate,
    deadline: deadline.toISOString(),
    redirect_from: redirectWindowStart(deadline).toISOString(),
    published_date: flow.createdAt.toISOString(),
  };
}

export function statusOfRecord(record: SignatureRecordRow | undefined): Exclude<SignatureStatus, 'none'> {
  return record?.kind === 'confirmed' ? 'confirmed' : 'pending';
}

export function principalNameOf(school: Pick<SchoolRow, 'principalFirstName' | 'principalLastName'>): string | null {
  const name = [school.principalFirstName, school.principalLastName].filter((part) => part && part.trim()).join(' ').trim();
  return name === '' ? null : name;
}

/**
 * Checks the deadline a Land sets: a calendar day from today (German time) up to
 * `SIGNATURE_DEADLINE_MAX_DAYS` ahead. Answers the German message, or null when it is fine.
 */
export function deadlineProblem(deadlineDate: string, now: Date): string | null {
  const today = schoolDayOf(now);
  if (deadlineDate < today) return SIGNATURE_MESSAGES.deadlineInPast;
  const latest = schoolDayOf(new Date(now.getTime() + SIGNATURE_DEADLINE_MAX_DAYS * DAY_MS));
  if (deadlineDate > latest) return SIGNATURE_MESSAGES.deadlineTooFar;
  return null;
}

const LAND_ROLES = new Set<string>(LAND_COORDINATOR_ROLES);

export function createSignatureService(deps: { repository: SignatureRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function signerOf(caller: Caller) {
    const signer = await repository.loadSigner(caller.uuid);
    if (!signer) throw unauthenticated();
    return signer;
  }

  /** The Land's flow of the current document version, if the Land has published it. */
  async function currentFlowOf(clientUuid: string): Promise<{ flow: SignatureFlowRow | undefined; document: SignatureDocument }> {
    const document = await loadSignatureDocument(CURRENT_DOCUMENT_KEY);
    return { flow: await repository.findFlowOf(clientUuid, document.key, document.version), document };
  }

  /** A flow named by the caller: the current one of the caller's Land, else 404 (another Land's or superseded). */
  async function namedFlow(caller: Caller, flowUuid: string) {
    const { flow, document } = await currentFlowOf(caller.clientUuid);
    if (!flow || flow.uuid !== flowUuid) {
      const named = await repository.findFlow(flowUuid);
      // An older version of the own Land: it can no longer be confirmed.
      if (named && named.clientUuid === caller.clientUuid) throw new ApiError('CONFLICT', SIGNATURE_MESSAGES.notCurrentVersion);
      throw notFound();
    }
    return { flow, document };
  }

  /** The school a school coordinator confirms for; other roles have none. */
  async function ownSchool(caller: Caller): Promise<SchoolRow | undefined> {
    if (caller.activeRole !== 'ADMIN_SCHULE' || !caller.schoolUuid) return undefined;
    return repository.findSchool(caller.schoolUuid);
  }

  async function statusAnswer(caller: Caller): Promise<SignatureStatusAnswer> {
    const empty = { confirmed_at: null, confirmed_by: null, principal_name: null };
    if (!caller.schoolUuid) return { status: 'none', flow: null, ...empty };
    const { flow } = await currentFlowOf(caller.clientUuid);
    if (!flow) return { status: 'none', flow: null, ...empty };
    const record = await repository.latestRecord(flow.uuid, caller.schoolUuid);
    const status = statusOfRecord(record);
    return {
      status,
      flow: summaryOf(flow),
      confirmed_at: status === 'confirmed' && record ? record.createdAt.toISOString() : null,
      confirmed_by: status === 'confirmed' && record ? record.actorName : null,
      principal_name: status === 'confirmed' && record ? record.principalName : null,
    };
  }

  return {
    /**
     * `flow/next-uuid` (spec 7): the flow start-up sends the caller to, or ''. Only school
     * coordinators confirm; the redirect rule is `shouldRedirectToFlow` (decision 111).
     */
    async nextFlowUuid(caller: Caller): Promise<string> {
      const school = await ownSchool(caller);
      if (!school) return '';
      const { flow } = await currentFlowOf(caller.clientUuid);
      if (!flow) return '';
      const record = await repository.latestRecord(flow.uuid, school.uuid);
      const redirect = shouldRedirectToFlow({
        deadline: endOfSchoolDay(flow.deadlineDate),
        isConfirmed: statusOfRecord(record) === 'confirmed',
        snoozedUntil: await repository.findSnooze(caller.uuid, flow.uuid),
        now: now(),
      });
      return redirect ? flow.uuid : '';
    },

    async principalDeadline(caller: Caller): Promise<PrincipalDeadline> {
      const { status, flow } = await statusAnswer(caller);
      return { status, flow };
    },

    myStatus: statusAnswer,

    async flowDetail(caller: Caller, flowUuid: string): Promise<SignatureFlowDetail> {
      const { flow, document } = await namedFlow(caller, flowUuid);
      const school = await ownSchool(caller);
      const signer = await signerOf(caller);
      const status = school ? await statusAnswer(caller) : null;
      const confirmed = status?.status === 'confirmed';
      return {
        status: status?.status ?? 'none',
        flow: summaryOf(flow),
        confirmed_at: status?.confirmed_at ?? null,
        confirmed_by: status?.confirmed_by ?? null,
        principal_name: status?.principal_name ?? null,
        document_markdown: document.markdown,
        content_hash: document.contentHash,
        school: school ? { uuid: school.uuid, name: school.name } : null,
        current_principal_name: school ? principalNameOf(school) : null,
        signer_name: signer.name,
        can_confirm: school !== undefined && !confirmed,
        can_snooze: school !== undefined && !confirmed && canSnooze(endOfSchoolDay(flow.deadlineDate), now()),
      };
    },

    /** Records the confirmation (append-only; a repeated confirmation answers the first). */
    async confirm(caller: Caller, flowUuid: string): Promise<SignatureStatusAnswer> {
      const { flow, document } = await namedFlow(caller, flowUuid);
      const school = await ownSchool(caller);
      if (!school) throw notFound();
      const signer = await signerOf(caller);
      await repository.appendRecord({
        flowUuid: flow.uuid,
        schoolUuid: school.uuid,
        kind: 'confirmed',
        actorUuid: signer.uuid,
        actorName: signer.name,
        actorRole: caller.activeRole,
        principalName: principalNameOf(school),
        schoolName: school.name,
        documentVersion: document.version,
        contentHash: document.contentHash,
      });
      return statusAnswer(caller);
    },

    /** "Später erinnern": no redirect until the end of today; refused once the deadline has passed. */
    async snooze(caller: Caller, flowUuid: string): Promise<SignatureSnooze> {
      const { flow } = await namedFlow(caller, flowUuid);
      if (!(await ownSchool(caller))) throw notFound();
      const deadline = endOfSchoolDay(flow.deadlineDate);
      const at = now();
      if (!canSnooze(deadline, at)) throw new ApiError('CONFLICT', SIGNATURE_MESSAGES.snoozeAfterDeadline);
      const until = snoozeUntil(deadline, at);
      await repository.saveSnooze(caller.uuid, flow.uuid, until);
      return { snoozed_until: until.toISOString() };
    },

    /** The state coordinator's overview of the own Land (federal admins: the Land of their account). */
    async landOverview(caller: Caller): Promise<SignatureLandOverview> {
      const { flow } = await currentFlowOf(caller.clientUuid);
      const schoolRows = await repository.listSchoolsOf(caller.clientUuid);
      const records = flow ? await repository.latestRecordsOf(flow.uuid) : new Map<string, SignatureRecordRow>();
      const schools: SignatureSchoolStatus[] = schoolRows.map((school) => {
        const record = records.get(school.uuid);
        const status: SignatureStatus = flow ? statusOfRecord(record) : 'none';
        return {
          uuid: school.uuid,
          name: school.name,
          city: school.city,
          status,
          confirmed_at: status === 'confirmed' && record ? record.createdAt.toISOString() : null,
          confirmed_by: status === 'confirmed' && record ? record.actorName : null,
        };
      });
      return {
        flow: flow ? summaryOf(flow) : null,
        school_count: schools.length,
        confirmed_count: schools.filter((school) => school.status === 'confirmed').length,
        schools,
      };
    },

    /** Publishes the current document version for the Land with this deadline, or moves the deadline. */
    async setDeadline(caller: Caller, body: SignatureDeadlineBody): Promise<SignatureFlowSummary> {
      const problem = deadlineProblem(body.deadline_date, now());
      if (problem) throw invalidField('deadline_date', problem);
      const document = await loadSignatureDocument(CURRENT_DOCUMENT_KEY);
      const flow = await repository.upsertFlow({
        clientUuid: caller.clientUuid,
        documentKey: document.key,
        documentVersion: document.version,
        documentTitle: document.title,
        contentHash: document.contentHash,
        deadlineDate: body.deadline_date,
      });
      return summaryOf(flow);
    },

    /**
     * Withdraws a school's confirmation (decision 112): appends a `withdrawn` record, the
     * confirmation stays as proof. State coordinators for the schools of their Land (another
     * Land's school answers 404), federal admins for every school.
     */
    async withdraw(caller: Caller, schoolUuid: string): Promise<SignatureSchoolStatus> {
      const school = await repository.findSchool(schoolUuid);
      if (!school || !LAND_ROLES.has(caller.activeRole)) throw notFound();
      if (caller.activeRole === 'ADMIN_LAND' && school.clientUuid !== caller.clientUuid) throw notFound();
      const base = { uuid: school.uuid, name: school.name, city: school.city, confirmed_at: null, confirmed_by: null };
      const { flow, document } = await currentFlowOf(school.clientUuid);
      if (!flow) return { ...base, status: 'none' };
      const signer = await signerOf(caller);
      await repository.appendRecord({
        flowUuid: flow.uuid,
        schoolUuid: school.uuid,
        kind: 'withdrawn',
        actorUuid: signer.uuid,
        actorName: signer.name,
        actorRole: caller.activeRole,
        principalName: null,
        schoolName: school.name,
        documentVersion: document.version,
        contentHash: document.contentHash,
      });
      return { ...base, status: 'pending' };
    },
  };
}

export type SignatureService = ReturnType<typeof createSignatureService>;
