import {
  attachmentTypeProblem,
  parseHashtags,
  parseStorySearch,
  STORIES_PAGE_SIZE,
  type AttachmentSource,
  type Story,
  type StoryList,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError } from '../../../platform/http/errors';
import type { FilesFrontDoor, PendingFile } from '../../files';
import { requireOwnStory } from './stories.policy';
import type { StoriesRepository, StoryChanges, StoryRow } from './stories.repository';

export type PendingStoryFile = PendingFile;

/** What stories need of the files module's front door. */
export type StoryFiles = Pick<FilesFrontDoor, 'recordFile' | 'attach' | 'moveToTrash' | 'restore' | 'deleteForever' | 'signedDownloadUrl'>;

/** The arcade's `awardForAction`, idempotent per (user, action, subject). */
export type AwardStoryPoints = (tx: Database, award: { userUuid: string; action: 'story_created'; subjectUuid: string }) => Promise<unknown>;

export type NewAttachment = { file: PendingStoryFile; source?: AttachmentSource };

const TRASHED_STORY_MESSAGE = 'Diese Story liegt im Papierkorb. Stelle sie zuerst wieder her, um sie zu bearbeiten.';

function attachmentError(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field: 'attachment', message }]);
}

export function createStoriesService(deps: {
  db: Database;
  repository: StoriesRepository;
  files: StoryFiles;
  awardPoints: AwardStoryPoints | null;
  log?: { warn: (object: object, message: string) => void };
}) {
  const { db, repository, files, awardPoints } = deps;

  async function toStory(row: StoryRow): Promise<Story> {
    let attachment: Story['attachment'] = null;
    if (row.attachmentFileUuid) {
      let signedUrl: string | null = null;
      try {
        signedUrl = await files.signedDownloadUrl(row.attachmentFileUuid);
      } catch (error) {
        // The story is still worth showing; the attachment then has no link this time.
        deps.log?.warn({ err: error, story: row.uuid }, 'could not sign the story attachment');
      }
      attachment = {
        uuid: row.attachmentFileUuid,
        content_type: row.attachmentMimeType ?? 'application/octet-stream',
        filename: row.attachmentName ?? '',
        size: row.attachmentSizeBytes ?? 0,
        signed_url: signedUrl,
      };
    }
    return {
      uuid: row.uuid,
      description: row.description,
      hashtags: row.hashtags,
      attachment,
      created_date: row.createdAt.toISOString(),
      last_modified: row.updatedAt.toISOString(),
      deleted_date: row.deletedAt?.toISOString() ?? null,
    };
  }

  /** Refuses a file whose sniffed type spec 5 does not allow (or that does not fit its input). */
  function checkAttachmentType(attachment: NewAttachment): void {
    const problem = attachmentTypeProblem(attachment.file.mimeType, attachment.source);
    if (problem) throw attachmentError(problem);
  }

  async function recordAttachment(tx: Database, ownerUuid: string, attachment: NewAttachment): Promise<StoryChanges> {
    const { uuid } = await files.recordFile(tx, attachment.file, { ownerUuid, purpose: 'story' });
    return {
      attachmentFileUuid: uuid,
      attachmentName: attachment.file.name,
      attachmentMimeType: attachment.file.mimeType,
      attachmentSizeBytes: attachment.file.size,
    };
  }

  /**
   * Runs `work` in one transaction. When it fails, a pending upload is discarded, so a failed
   * request leaves no object and uses no quota.
   */
  async function inTransaction<T>(attachment: NewAttachment | null, work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      if (attachment) checkAttachmentType(attachment);
      return await db.transaction((tx) => work(tx as unknown as Database));
    } catch (error) {
      await attachment?.file.discard();
      throw error;
    }
  }

  return {
    /** Story row, file row and points in one transaction (spec 4: story submit). */
    async create(caller: Caller, description: string, attachment: NewAttachment | null): Promise<Story> {
      const row = await inTransaction(attachment, async (tx) => {
        const attachmentColumns = attachment ? await recordAttachment(tx, caller.uuid, attachment) : {};
        const story = await repository.insert(tx, {
          ownerUuid: caller.uuid,
          description,
          hashtags: parseHashtags(description),
          ...attachmentColumns,
        });
        // The file belongs to the story from now on: it moves to the trash and away only with it (decision 047).
        if (story.attachmentFileUuid) await files.attach(tx, story.attachmentFileUuid, { kind: 'story', uuid: story.uuid, date: story.createdAt });
        await awardPoints?.(tx, { userUuid: caller.uuid, action: 'story_created', subjectUuid: story.uuid });
        return story;
      });
      return toStory(row);
    },

    async list(caller: Caller, query: { q?: string; page: number; view: 'active' | 'trash' }): Promise<StoryList> {
      const { hashtags, words } = parseStorySearch(query.q);
      const { rows, total } = await repository.search({
        ownerUuid: caller.uuid,
        view: query.view,
        hashtags,
        words,
        offset: (query.page - 1) * STORIES_PAGE_SIZE,
        limit: STORIES_PAGE_SIZE,
      });
      return {
        items: await Promise.all(rows.map(toStory)),
        total,
        page: query.page,
        page_size: STORIES_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / STORIES_PAGE_SIZE)),
      };
    },

    async get(caller: Caller, storyUuid: string): Promise<Story> {
      return toStory(requireOwnStory(caller, await repository.findByUuid(storyUuid)));
    },

    /**
     * Edits the text and replaces or removes the attachment. A replaced or removed file is
     * deleted for good (it belonged to this story only); its quota is free again.
     */
    async update(
      caller: Caller,
      storyUuid: string,
      changes: { description?: string; removeAttachment?: boolean },
      attachment: NewAttachment | null,
    ): Promise<Story> {
      const row = await inTransaction(attachment, async (tx) => {
        const story = requireOwnStory(caller, await repository.lockByUuid(tx, storyUuid));
        if (story.deletedAt) throw new ApiError('VALIDATION_FAILED', TRASHED_STORY_MESSAGE);
        const update: StoryChanges = { updatedAt: new Date() };
        if (changes.description !== undefined) {
          update.description = changes.description;
          update.hashtags = parseHashtags(changes.description);
        }
        if (attachment || changes.removeAttachment) {
          if (story.attachmentFileUuid) await files.deleteForever(tx, story.attachmentFileUuid);
          Object.assign(update, { attachmentFileUuid: null, attachmentName: null, attachmentMimeType: null, attachmentSizeBytes: null });
        }
        if (attachment) {
          const columns = await recordAttachment(tx, caller.uuid, attachment);
          Object.assign(update, columns);
          if (columns.attachmentFileUuid) await files.attach(tx, columns.attachmentFileUuid, { kind: 'story', uuid: story.uuid, date: story.createdAt });
        }
        return repository.update(tx, story.uuid, update);
      });
      return toStory(row);
    },

    /** Moves a story and its file to the trash (spec 3: deleted_date); again is harmless. */
    async moveToTrash(caller: Caller, storyUuid: string): Promise<Story> {
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const story = requireOwnStory(caller, await repository.lockByUuid(tx, storyUuid));
        if (story.deletedAt) return story;
        if (story.attachmentFileUuid) await files.moveToTrash(tx, story.attachmentFileUuid);
        return repository.update(tx, story.uuid, { deletedAt: new Date() });
      });
      return toStory(row);
    },

    /** Takes a story and its file back out of the trash; a story not in the trash stays as it is. */
    async restore(caller: Caller, storyUuid: string): Promise<Story> {
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const story = requireOwnStory(caller, await repository.lockByUuid(tx, storyUuid));
        if (!story.deletedAt) return story;
        if (story.attachmentFileUuid) await files.restore(tx, story.attachmentFileUuid);
        return repository.update(tx, story.uuid, { deletedAt: null });
      });
      return toStory(row);
    },

    /** Deletes a story and its file irrevocably. */
    async deleteForever(caller: Caller, storyUuid: string): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const story = requireOwnStory(caller, await repository.lockByUuid(tx, storyUuid));
        await repository.delete(tx, story.uuid);
        if (story.attachmentFileUuid) await files.deleteForever(tx, story.attachmentFileUuid);
      });
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
