import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { clients } from '../../../platform/db/schema';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Database) {
  return {
    async findByUuid(uuid: string): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.uuid, uuid)).limit(1);
      return row;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
