import { SHARE_LINK_STATE_LABELS, SHARE_OPEN_KIND_LABELS, SHARE_TARGET_LABELS } from '@berufswahl/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { stories } from '../stories/stories.schema';
import { shareStateOf } from './share-link-answer';
import { schoolSharingSettings, shareLinkOpens, shareLinks } from './share-links.schema';

/**
 * Share links as personal data (decision 236). A student's export holds every link – what it
 * shares, the note, its state and dates, never the token (only its hash is stored, and that is
 * left out too) – and every open (time and kind; nothing else is stored). Erasure removes the
 * links, their opens going with them (cascade, done here as well so the section is complete on its
 * own, decision 055). A coordinator's switch of the school outlives the account without the person.
 */
export const shareLinksPersonalData: PersonalDataSection = {
  name: 'geteilte-links',
  title: 'Geteilte Links',
  tables: ['share_links', 'share_link_opens', 'school_sharing_settings'],

  async collect(db, userUuid) {
    const now = new Date();
    const links = await db
      .select({ link: shareLinks, storyDeletedAt: stories.deletedAt, storyExists: stories.uuid })
      .from(shareLinks)
      .leftJoin(stories, eq(stories.uuid, shareLinks.storyUuid))
      .where(eq(shareLinks.studentUuid, userUuid))
      .orderBy(asc(shareLinks.createdAt));
    const opens =
      links.length === 0
        ? []
        : await db
            .select()
            .from(shareLinkOpens)
            .where(inArray(shareLinkOpens.linkUuid, links.map((row) => row.link.uuid)))
            .orderBy(asc(shareLinkOpens.openedAt));
    const records: unknown[] = links.map(({ link, storyDeletedAt, storyExists }) => ({
      type: 'share_link',
      uuid: link.uuid,
      target: SHARE_TARGET_LABELS[link.target],
      story_uuid: link.storyUuid,
      note: link.note,
      link_state: SHARE_LINK_STATE_LABELS[shareStateOf(link, storyExists === null ? null : { deletedAt: storyDeletedAt }, now)],
      created_date: link.createdAt.toISOString(),
      expires_date: link.expiresAt.toISOString(),
      revoked_date: link.revokedAt?.toISOString() ?? null,
      opens: opens.filter((open) => open.linkUuid === link.uuid).map((open) => ({ opened_date: open.openedAt.toISOString(), kind: SHARE_OPEN_KIND_LABELS[open.kind] })),
    }));
    const switches = await db.select().from(schoolSharingSettings).where(eq(schoolSharingSettings.changedByUuid, userUuid));
    for (const row of switches) {
      records.push({ type: 'school_sharing_changed', school_uuid: row.schoolUuid, sharing_enabled: row.sharingEnabled, changed_date: row.changedAt.toISOString() });
    }
    return { records, files: [] };
  },

  async erase(tx, userUuid) {
    const own = tx.select({ uuid: shareLinks.uuid }).from(shareLinks).where(eq(shareLinks.studentUuid, userUuid));
    await tx.delete(shareLinkOpens).where(inArray(shareLinkOpens.linkUuid, own));
    await tx.delete(shareLinks).where(eq(shareLinks.studentUuid, userUuid));
    await tx.update(schoolSharingSettings).set({ changedByUuid: null }).where(eq(schoolSharingSettings.changedByUuid, userUuid));
  },
};
