import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, users } from '../../../platform/db/schema';
import { signatureFlows, signatureRecords, signatureSnoozes } from '../signatures.schema';

export type SignatureFlowRow = typeof signatureFlows.$inferSelect;
export type SignatureRecordRow = typeof signatureRecords.$inferSelect;
export type NewSignatureRecord = typeof signatureRecords.$inferInsert;

/** What the rules need about the caller, from the database (never from the request). */
export type Signer = {
  uuid: string;
  name: string;
  clientUuid: string;
  schoolUuid: string | null;
};

export type SchoolRow = {
  uuid: string;
  clientUuid: string;
  name: string;
  city: string;
  principalFirstName: string | null;
  principalLastName: string | null;
};

const schoolColumns = {
  uuid: schools.uuid,
  clientUuid: schools.clientUuid,
  name: schools.name,
  city: schools.city,
  principalFirstName: schools.principalFirstName,
  principalLastName: schools.principalLastName,
};

export function createSignatureRepository(db: Database) {
  /** The latest record of a school for a flow: its current status. */
  async function latestRecord(flowUuid: string, schoolUuid: string, database: Database = db): Promise<SignatureRecordRow | undefined> {
    const [row] = await database
      .select()
      .from(signatureRecords)
      .where(and(eq(signatureRecords.flowUuid, flowUuid), eq(signatureRecords.schoolUuid, schoolUuid)))
      .orderBy(desc(signatureRecords.createdAt), desc(signatureRecords.uuid))
      .limit(1);
    return row;
  }

  return {
    async loadSigner(userUuid: string): Promise<Signer | undefined> {
      const [row] = await db
        .select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname, clientUuid: users.clientUuid, schoolUuid: users.schoolUuid })
        .from(users)
        .where(eq(users.uuid, userUuid));
      return row && { uuid: row.uuid, name: `${row.firstName} ${row.surname}`, clientUuid: row.clientUuid, schoolUuid: row.schoolUuid };
    },

    async findSchool(schoolUuid: string): Promise<SchoolRow | undefined> {
      const [row] = await db.select(schoolColumns).from(schools).where(eq(schools.uuid, schoolUuid));
      return row;
    },

    listSchoolsOf(clientUuid: string): Promise<SchoolRow[]> {
      return db.select(schoolColumns).from(schools).where(eq(schools.clientUuid, clientUuid)).orderBy(asc(schools.name));
    },

    async findFlow(flowUuid: string): Promise<SignatureFlowRow | undefined> {
      const [row] = await db.select().from(signatureFlows).where(eq(signatureFlows.uuid, flowUuid));
      return row;
    },

    async findFlowOf(clientUuid: string, documentKey: string, documentVersion: string): Promise<SignatureFlowRow | undefined> {
      const [row] = await db
        .select()
        .from(signatureFlows)
        .where(
          and(eq(signatureFlows.clientUuid, clientUuid), eq(signatureFlows.documentKey, documentKey), eq(signatureFlows.documentVersion, documentVersion)),
        );
      return row;
    },

    /** Publishes a version for a Land, or moves the deadline of the one already published. */
    async upsertFlow(values: typeof signatureFlows.$inferInsert): Promise<SignatureFlowRow> {
      const [row] = await db
        .insert(signatureFlows)
        .values(values)
        .onConflictDoUpdate({
          target: [signatureFlows.clientUuid, signatureFlows.documentKey, signatureFlows.documentVersion],
          set: { deadlineDate: values.deadlineDate, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('signature flow upsert returned nothing');
      return row;
    },

    latestRecord,

    /** The latest record of every school of a flow. */
    async latestRecordsOf(flowUuid: string): Promise<Map<string, SignatureRecordRow>> {
      const rows = await db
        .selectDistinctOn([signatureRecords.schoolUuid])
        .from(signatureRecords)
        .where(eq(signatureRecords.flowUuid, flowUuid))
        .orderBy(signatureRecords.schoolUuid, desc(signatureRecords.createdAt), desc(signatureRecords.uuid));
      return new Map(rows.map((row) => [row.schoolUuid, row]));
    },

    /**
     * Appends a record unless the school's latest record is already of that kind (a repeated
     * confirmation or withdrawal changes nothing). Serialised per school and flow by a
     * transaction-scoped advisory lock, so two clicks at once record once.
     */
    appendRecord(record: NewSignatureRecord & { kind: 'confirmed' | 'withdrawn' }): Promise<SignatureRecordRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signature:${record.flowUuid}:${record.schoolUuid}`}))`);
        const latest = await latestRecord(record.flowUuid, record.schoolUuid, tx);
        if (latest?.kind === record.kind) return latest;
        if (!latest && record.kind === 'withdrawn') return undefined;
        const [row] = await tx.insert(signatureRecords).values(record).returning();
        return row;
      });
    },

    async findSnooze(userUuid: string, flowUuid: string): Promise<Date | null> {
      const [row] = await db
        .select({ until: signatureSnoozes.snoozedUntil })
        .from(signatureSnoozes)
        .where(and(eq(signatureSnoozes.userUuid, userUuid), eq(signatureSnoozes.flowUuid, flowUuid)));
      return row?.until ?? null;
    },

    async saveSnooze(userUuid: string, flowUuid: string, until: Date): Promise<void> {
      await db
        .insert(signatureSnoozes)
        .values({ userUuid, flowUuid, snoozedUntil: until })
        .onConflictDoUpdate({ target: [signatureSnoozes.userUuid, signatureSnoozes.flowUuid], set: { snoozedUntil: until } });
    },
  };
}

export type SignatureRepository = ReturnType<typeof createSignatureRepository>;
