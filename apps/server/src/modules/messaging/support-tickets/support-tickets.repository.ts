import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { transactionWithoutRetry } from '../../../platform/db/database-errors';
import { clients, schools, users } from '../../../platform/db/schema';
import { supportTickets } from '../messaging.schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;

/** Who reports, from where: what the ticket mail's context block needs. */
export type ReporterContext = {
  user: Pick<typeof users.$inferSelect, 'uuid' | 'username' | 'firstName' | 'surname' | 'email' | 'activeRole'>;
  client: Pick<typeof clients.$inferSelect, 'uuid' | 'name' | 'redmineMailBox' | 'email'>;
  school: Pick<typeof schools.$inferSelect, 'uuid' | 'id' | 'name' | 'postcode' | 'city'> | null;
};

export function createSupportTicketsRepository(db: Database) {
  return {
    async findReporterContext(userUuid: string): Promise<ReporterContext | undefined> {
      const [row] = await db
        .select({
          user: {
            uuid: users.uuid,
            username: users.username,
            firstName: users.firstName,
            surname: users.surname,
            email: users.email,
            activeRole: users.activeRole,
          },
          client: { uuid: clients.uuid, name: clients.name, redmineMailBox: clients.redmineMailBox, email: clients.email },
          school: { uuid: schools.uuid, id: schools.id, name: schools.name, postcode: schools.postcode, city: schools.city },
        })
        .from(users)
        .innerJoin(clients, eq(clients.uuid, users.clientUuid))
        .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
        .where(eq(users.uuid, userUuid))
        .limit(1);
      return row;
    },

    /**
     * Stores a ticket and hands it to `deliver` in one transaction: when delivery fails, the
     * ticket is not stored either (nothing half-written).
     */
    async createAndDeliver(ticket: NewTicket, deliver: (row: TicketRow) => Promise<void>): Promise<TicketRow> {
      // One attempt: a re-run after a conflict would send the mail twice (decision 035).
      return transactionWithoutRetry(db, async (tx) => {
        const [row] = await tx.insert(supportTickets).values(ticket).returning();
        if (!row) throw new Error('insert returned no row');
        await deliver(row);
        const mailedAt = ticket.mailedTo ? new Date() : null;
        if (mailedAt) await tx.update(supportTickets).set({ mailedAt }).where(eq(supportTickets.uuid, row.uuid));
        return { ...row, mailedAt };
      });
    },
  };
}

export type SupportTicketsRepository = ReturnType<typeof createSupportTicketsRepository>;
