import { SHARE_LINK_LIMITS, type ShareLink, type ShareLinkState } from '@berufswahl/contracts';
import type { ShareLinkRow, ShareOpenRow } from './share-links.repository';

/**
 * A link's state from its stored times and its story. Revoked wins (the student's own act), then
 * expired, then a story in the trash or deleted for good. The school's switch is not a link's
 * state: switched on again, the link works again until it expires.
 */
export function shareStateOf(
  link: Pick<ShareLinkRow, 'target' | 'storyUuid' | 'revokedAt' | 'expiresAt'>,
  story: { deletedAt: Date | null } | null,
  now: Date,
): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.target === 'story' && (link.storyUuid === null || story === null || story.deletedAt !== null)) return 'story_gone';
  return 'open';
}

/** A story's first words, cut at a word where one is near: its name in the list (stories have no title). */
export function excerptOf(text: string, maxChars: number = SHARE_LINK_LIMITS.excerptChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

type ListedLink = { link: ShareLinkRow; storyDescription: string | null; storyDeletedAt: Date | null; openedCount: number; lastOpenedAt: Date | null };

/** A link as the student sees it – never its token (only the hash is stored). */
export function toShareLink(row: ListedLink, opens: readonly ShareOpenRow[], now: Date): ShareLink {
  const { link } = row;
  const story = row.storyDescription === null ? null : { deletedAt: row.storyDeletedAt };
  const state = shareStateOf(link, story, now);
  return {
    uuid: link.uuid,
    target: link.target,
    story_uuid: link.storyUuid,
    story_excerpt: row.storyDescription === null ? null : excerptOf(row.storyDescription),
    note: link.note,
    state,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    revoked_at: link.revokedAt?.toISOString() ?? null,
    opened_count: row.openedCount,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
    recent_opens: opens.map((open) => ({ opened_at: open.openedAt.toISOString(), kind: open.kind })),
  };
}
