import type { Readable, Writable } from 'node:stream';
import { SHARE_LINK_MESSAGES, STORY_PHOTO_MIME_TYPES, type PortfolioView, type PublicShare, type ShareLinkState, type ShareOpenKind } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { hashLinkToken } from '../../../platform/http/link-token';
import { ApiError } from '../../../platform/http/errors';
import { recordAnonymousAudit } from '../../audit';
import type { FilesFrontDoor } from '../../files';
import { shareStateOf } from './share-link-answer';
import type { ShareLinksRepository } from './share-links.repository';

/**
 * What the public page needs of the portfolio module: the student's portfolio as the portfolio
 * screen shows it, and its PDF written to a stream. Handed in by the composition (decision 217).
 */
export type PortfolioSharePort = {
  view: (studentUuid: string) => Promise<PortfolioView>;
  writePdf: (studentUuid: string, output: Writable) => Promise<void>;
};

const GONE_MESSAGES: Record<Exclude<ShareLinkState, 'open'>, string> = {
  expired: SHARE_LINK_MESSAGES.linkExpired,
  revoked: SHARE_LINK_MESSAGES.linkRevoked,
  story_gone: SHARE_LINK_MESSAGES.storyGone,
};

const isPhoto = (mimeType: string | null): boolean => mimeType !== null && (STORY_PHOTO_MIME_TYPES as readonly string[]).includes(mimeType);

/**
 * The public page behind a share link (decision 236). The token is the only authorisation; it is
 * looked up by its hash. Unknown: 404; revoked, expired, story deleted, sharing switched off: 410.
 * Every opening (page or PDF) is counted for the student – the time only – and written to the audit
 * trail without an actor.
 */
export function createPublicSharesService(deps: {
  db: Database;
  repository: ShareLinksRepository;
  files: Pick<FilesFrontDoor, 'openFile'>;
  portfolio: PortfolioSharePort;
  now?: () => Date;
}) {
  const { db, repository, files, portfolio } = deps;
  const now = deps.now ?? (() => new Date());
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** The link of a token if it still shows something; 404 or 410 otherwise. */
  async function openLinkOf(token: string) {
    const found = await repository.findLinkByHash(hashLinkToken(token));
    if (!found) throw new ApiError('NOT_FOUND', SHARE_LINK_MESSAGES.linkUnknown);
    const state = shareStateOf(found.link, found.story, now());
    if (state !== 'open') throw new ApiError('LINK_GONE', GONE_MESSAGES[state]);
    if (!found.sharingEnabled) throw new ApiError('LINK_GONE', SHARE_LINK_MESSAGES.sharingOff);
    return found;
  }

  type OpenLink = Awaited<ReturnType<typeof openLinkOf>>;

  /** The open in the student's list and the anonymous audit row, in one transaction. */
  async function recordOpen(found: OpenLink, kind: ShareOpenKind): Promise<void> {
    await inTransaction(async (tx) => {
      await repository.recordOpen(tx, found.link.uuid, kind);
      await recordAnonymousAudit(tx, {
        action: 'share_link.opened',
        targetType: 'share_link',
        targetUuid: found.link.uuid,
        clientUuid: found.clientUuid,
        schoolUuid: found.link.schoolUuid,
        details: { target: found.link.target, kind, student_uuid: found.link.studentUuid },
      });
    });
  }

  return {
    /** Exactly what was shared: a story's text, hashtags, date and whether it has a photo; or the portfolio's view. */
    async share(token: string): Promise<PublicShare> {
      const found = await openLinkOf(token);
      const expiresAt = found.link.expiresAt.toISOString();
      if (found.link.target === 'portfolio') {
        const view = await portfolio.view(found.link.studentUuid);
        await recordOpen(found, 'page');
        return { target: 'portfolio', expires_at: expiresAt, has_pdf: true, portfolio: view };
      }
      // shareStateOf answered 'story_gone' for a link without its story: it is here.
      const story = found.story;
      if (!story) throw new ApiError('LINK_GONE', SHARE_LINK_MESSAGES.storyGone);
      await recordOpen(found, 'page');
      return {
        target: 'story',
        expires_at: expiresAt,
        has_pdf: false,
        story: {
          text: story.description,
          hashtags: story.hashtags,
          created_date: story.createdAt.toISOString(),
          has_photo: story.attachmentFileUuid !== null && isPhoto(story.attachmentMimeType),
        },
      };
    },

    /** A shared story's photo (not counted as an open: the page that shows it was). Anything else 404. */
    async photo(token: string): Promise<{ stream: Readable; mimeType: string; size: number }> {
      const found = await openLinkOf(token);
      const fileUuid = found.story?.attachmentFileUuid ?? null;
      if (found.link.target !== 'story' || fileUuid === null || !isPhoto(found.story?.attachmentMimeType ?? null)) {
        throw new ApiError('NOT_FOUND', SHARE_LINK_MESSAGES.noPhoto);
      }
      const opened = await files.openFile(fileUuid);
      return { stream: opened.stream, mimeType: opened.mimeType, size: opened.size };
    },

    /**
     * The shared portfolio's PDF: checks the link and counts the open, then hands back the writer,
     * so that an error is answered before the first byte of the PDF. A shared story has no PDF of
     * its own (404): its page prints well enough.
     */
    async pdf(token: string): Promise<(output: Writable) => Promise<void>> {
      const found = await openLinkOf(token);
      if (found.link.target !== 'portfolio') throw new ApiError('NOT_FOUND', SHARE_LINK_MESSAGES.noPdf);
      await recordOpen(found, 'pdf');
      return (output) => portfolio.writePdf(found.link.studentUuid, output);
    },
  };
}

export type PublicSharesService = ReturnType<typeof createPublicSharesService>;
