import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema';

/**
 * A random 32-byte key kept in `server_secrets` under `name`, shared by all processes through the
 * database: generated once (the first process to insert wins, the others read its row back), like
 * the embedded provider's keys. No environment variable is needed.
 */
export async function loadGeneratedKey(db: Database, name: string): Promise<Buffer> {
  const read = async () => {
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  let value = await read();
  if (value === undefined) {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: serverSecrets.name });
    value = await read();
  }
  if (!value) throw new Error(`The key ${name} could not be stored.`);
  return Buffer.from(value, 'base64url');
}
