import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema';

/**
 * Stores everything oidc-provider persists (sessions, interactions, grants, codes, refresh tokens,
 * …) in `oidc_payloads`, one row per model name and id. Rows carry their expiry; an expired row is
 * treated as absent even before the purge removes it. Times come from the database clock, so
 * several app processes agree on what has expired.
 */
export function createOidcAdapterFactory(db: Database): (name: string) => Adapter {
  return (name) => new DrizzleOidcAdapter(db, name);
}

class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.type, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.grantId, grantId)));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({
        payload: oidcPayloads.payload,
        consumedAt: oidcPayloads.consumedAt,
      })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.type), condition, isNotExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider recognises a used code or rotated refresh token by a truthy `consumed`.
    return row.consumedAt === null ? payload : { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

function isNotExpired(): SQL | undefined {
  return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));
}

/**
 * Deletes rows that expired more than `graceSeconds` ago. Expired rows are already invisible;
 * this only keeps the table small.
 */
export async function purgeExpiredOidcPayloads(db: Database, graceSeconds = 3600): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, sql`now() - make_interval(secs => ${graceSeconds})`))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
