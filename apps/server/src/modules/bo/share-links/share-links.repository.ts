import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools } from '../../../platform/db/schema';
import { stories } from '../stories/stories.schema';
import { schoolSharingSettings, shareLinkOpens, shareLinks } from './share-links.schema';
import { firstRevocation } from '../../../platform/db/student-link-columns';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLink = Omit<typeof shareLinks.$inferInsert, 'uuid' | 'createdAt' | 'revokedAt'>;
export type ShareOpenRow = typeof shareLinkOpens.$inferSelect;

/** Whether the school allows sharing: no row is "on" (a column expression for joins). */
const sharingEnabledOf = sql<boolean>`coalesce(${schoolSharingSettings.sharingEnabled}, true)`.mapWith(Boolean);

/** The SQL of share links, their opens and the schools' switch (issue 18, decision 236). */
export function createShareLinksRepository(db: Database) {
  return {
    /** The caller's own story that is not in the trash, or undefined (another's, trashed, unknown: the caller gets 404). */
    async findLiveStoryOf(storyUuid: string, ownerUuid: string, tx: Database = db) {
      const [row] = await tx
        .select({ uuid: stories.uuid })
        .from(stories)
        .where(and(eq(stories.uuid, storyUuid), eq(stories.ownerUuid, ownerUuid), isNull(stories.deletedAt)));
      return row;
    },

    /** The school's switch with its Land (for the audit), or undefined when there is no such school. */
    async schoolSharing(schoolUuid: string, tx: Database = db) {
      const [row] = await tx
        .select({ clientUuid: schools.clientUuid, sharingEnabled: sharingEnabledOf, changedAt: schoolSharingSettings.changedAt })
        .from(schools)
        .leftJoin(schoolSharingSettings, eq(schoolSharingSettings.schoolUuid, schools.uuid))
        .where(eq(schools.uuid, schoolUuid));
      return row;
    },

    async setSchoolSharing(tx: Database, schoolUuid: string, sharingEnabled: boolean, changedByUuid: string, now: Date) {
      const [row] = await tx
        .insert(schoolSharingSettings)
        .values({ schoolUuid, sharingEnabled, changedByUuid, changedAt: now })
        .onConflictDoUpdate({ target: schoolSharingSettings.schoolUuid, set: { sharingEnabled, changedByUuid, changedAt: now } })
        .returning();
      if (!row) throw new Error('upsert into school_sharing_settings returned no row');
      return row;
    },

    async insertLink(tx: Database, values: NewShareLink): Promise<ShareLinkRow> {
      const [row] = await tx.insert(shareLinks).values(values).returning();
      if (!row) throw new Error('insert into share_links returned no row');
      return row;
    },

    /** The student's links, newest first, with their story's text and trash state and the count and time of the last open. */
    linksOfStudent(studentUuid: string) {
      return db
        .select({
          link: shareLinks,
          storyDescription: stories.description,
          storyDeletedAt: stories.deletedAt,
          openedCount: sql<number>`(select count(*) from ${shareLinkOpens} where ${shareLinkOpens.linkUuid} = ${shareLinks.uuid})`.mapWith(Number),
          lastOpenedAt: sql<Date | null>`(select max(${shareLinkOpens.openedAt}) from ${shareLinkOpens} where ${shareLinkOpens.linkUuid} = ${shareLinks.uuid})`.mapWith(
            (value: unknown) => (value === null ? null : new Date(value as string)),
          ),
        })
        .from(shareLinks)
        .leftJoin(stories, eq(stories.uuid, shareLinks.storyUuid))
        .where(eq(shareLinks.studentUuid, studentUuid))
        .orderBy(desc(shareLinks.createdAt));
    },

    /** The newest `perLink` opens of each link, newest first. */
    async recentOpens(linkUuids: readonly string[], perLink: number): Promise<ShareOpenRow[]> {
      if (linkUuids.length === 0) return [];
      const ranked = db
        .select({
          uuid: shareLinkOpens.uuid,
          linkUuid: shareLinkOpens.linkUuid,
          kind: shareLinkOpens.kind,
          openedAt: shareLinkOpens.openedAt,
          rank: sql<number>`row_number() over (partition by ${shareLinkOpens.linkUuid} order by ${shareLinkOpens.openedAt} desc)`.as('rank'),
        })
        .from(shareLinkOpens)
        .where(inArray(shareLinkOpens.linkUuid, [...linkUuids]))
        .as('ranked');
      const rows = await db
        .select({ uuid: ranked.uuid, linkUuid: ranked.linkUuid, kind: ranked.kind, openedAt: ranked.openedAt })
        .from(ranked)
        .where(lte(ranked.rank, perLink))
        .orderBy(desc(ranked.openedAt));
      return rows;
    },

    async findLink(linkUuid: string): Promise<ShareLinkRow | undefined> {
      const [row] = await db.select().from(shareLinks).where(eq(shareLinks.uuid, linkUuid));
      return row;
    },

    /** Revokes a link; revoking again keeps the first time. */
    async revoke(tx: Database, linkUuid: string, now: Date): Promise<ShareLinkRow | undefined> {
      const [row] = await tx
        .update(shareLinks)
        .set({ revokedAt: firstRevocation(shareLinks.revokedAt, now) })
        .where(eq(shareLinks.uuid, linkUuid))
        .returning();
      return row;
    },

    /** A link by its token's hash with what the public page needs: its story, the school's switch and Land. */
    async findLinkByHash(tokenHash: string) {
      const [row] = await db
        .select({
          link: shareLinks,
          clientUuid: schools.clientUuid,
          sharingEnabled: sharingEnabledOf,
          story: {
            description: stories.description,
            hashtags: stories.hashtags,
            createdAt: stories.createdAt,
            deletedAt: stories.deletedAt,
            attachmentFileUuid: stories.attachmentFileUuid,
            attachmentMimeType: stories.attachmentMimeType,
          },
        })
        .from(shareLinks)
        .innerJoin(schools, eq(schools.uuid, shareLinks.schoolUuid))
        .leftJoin(schoolSharingSettings, eq(schoolSharingSettings.schoolUuid, shareLinks.schoolUuid))
        .leftJoin(stories, eq(stories.uuid, shareLinks.storyUuid))
        .where(eq(shareLinks.tokenHash, tokenHash));
      return row;
    },

    async recordOpen(tx: Database, linkUuid: string, kind: ShareOpenRow['kind']): Promise<void> {
      await tx.insert(shareLinkOpens).values({ linkUuid, kind });
    },
  };
}

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;
