import {
  PINBOARD_MESSAGES,
  PINBOARD_NOTIFICATION_LEICHT,
  PINBOARD_PREVIEW_MAX,
  type ClassPinboard,
  type MyPinboard,
  type PinboardCandidates,
  type PinboardEntry,
  type PinboardFeedback,
  type PinboardClassList,
  type PinboardItem,
  type PinboardItemKind,
  type PinItemInput,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import type { StationsRepository } from '../stations/stations.repository';
import { ensureTeacherOfClass, requireOwnEntry } from './pinboard.policy';
import { pinnedItemKey, type PinboardEntryRow, type PinboardFeedbackRow, type PinboardRepository, type PinnedItemRow } from './pinboard.repository';
import { invalidField } from '../../../platform/http/error-responses';

/** Where the student's feedback notification leads: the client's Pinnwand screen. */
export const PINBOARD_PATH = '/pinnwand';

const itemKey = (kind: string, itemUuid: string) => `${kind}:${itemUuid}`;

function fullName(firstName: string | null, surname: string | null): string | null {
  if (firstName === null && surname === null) return null;
  return [firstName, surname].filter(Boolean).join(' ');
}

/** A feedback as `viewerUuid` reads it: `is_mine` tells the author his own. */
function toFeedback(row: PinboardFeedbackRow, viewerUuid: string): PinboardFeedback {
  return {
    uuid: row.uuid,
    text: row.text,
    author_name: fullName(row.authorFirstName, row.authorSurname),
    created_date: row.createdAt.toISOString(),
    edited_date: row.updatedAt?.toISOString() ?? null,
    is_mine: row.authorUuid !== null && row.authorUuid === viewerUuid,
  };
}

/** What the Pinnwand needs of the files module: links to the attachments it shows. */
export type PinboardFiles = {
  signedViewsOf(fileUuids: readonly string[]): Promise<Map<string, { contentType: string; signedUrl: string }>>;
};

export function createPinboardService(deps: { db: Database; repository: PinboardRepository; classes: StationsRepository; files: PinboardFiles }) {
  const { db, repository, classes, files } = deps;
  const inTransaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx as unknown as Database));

  /** The items as shown, their attachments linked with one look-up for all (decision 135). */
  async function toItems(rows: readonly PinnedItemRow[]): Promise<PinboardItem[]> {
    const fileUuids = rows.flatMap((row) => (row.attachmentFileUuid ? [row.attachmentFileUuid] : []));
    const views = await files.signedViewsOf(fileUuids);
    const meinWeg = rows.some((row) => row.taskUuid) ? await loadMeinWeg() : null;
    return rows.map((row) => {
      const view = row.attachmentFileUuid ? views.get(row.attachmentFileUuid) : undefined;
      return {
        kind: row.kind,
        uuid: row.uuid,
        title: row.taskUuid ? (meinWeg?.taskByUuid.get(row.taskUuid)?.task.title ?? null) : null,
        text: row.text.slice(0, PINBOARD_PREVIEW_MAX),
        attachment_name: row.attachmentName,
        attachment: view ? { content_type: view.contentType, signed_url: view.signedUrl } : null,
        last_modified: row.updatedAt.toISOString(),
      };
    });
  }

  /** Entries with their items and feedback; an entry whose item vanished meanwhile is left out. */
  async function toEntries<T extends PinboardEntryRow>(rows: T[], viewerUuid: string): Promise<{ row: T; entry: PinboardEntry }[]> {
    const items = await repository.findLiveItems(rows.map((row) => ({ ownerUuid: row.ownerUuid, kind: row.kind as PinboardItemKind, itemUuid: row.itemUuid })));
    const feedback = await repository.findFeedbackOf(rows.map((row) => row.uuid));
    const visible = rows.flatMap((row) => {
      const item = items.get(pinnedItemKey(row));
      return item ? [{ row, item }] : [];
    });
    const shown = await toItems(visible.map(({ item }) => item));
    return visible.map(({ row }, index) => ({
      row,
      entry: {
        uuid: row.uuid,
        item: shown[index]!,
        pinned_date: row.createdAt.toISOString(),
        feedback: feedback.filter((one) => one.entryUuid === row.uuid).map((one) => toFeedback(one, viewerUuid)),
      },
    }));
  }

  async function loadClassOfTeacher(caller: Caller, classUuid: string) {
    const schoolClass = await classes.findClass(classUuid);
    const isTeacher = schoolClass ? await classes.isTeacherOf(caller.uuid, classUuid) : false;
    return ensureTeacherOfClass(caller, schoolClass, isTeacher);
  }

  /** The feedback, written by the caller, on an entry still visible on the class's Pinnwand. */
  async function requireOwnFeedback(tx: Database, caller: Caller, classUuid: string, entryUuid: string, feedbackUuid: string) {
    if (!(await repository.findVisibleEntryOfClass(tx, classUuid, entryUuid))) throw notFound();
    const feedback = await repository.findFeedback(tx, entryUuid, feedbackUuid);
    if (!feedback) throw notFound();
    if (feedback.authorUuid !== caller.uuid) throw new ApiError('FORBIDDEN', PINBOARD_MESSAGES.feedbackNotYours);
    return feedback;
  }

  return {
    async mine(caller: Caller): Promise<MyPinboard> {
      const entries = await toEntries(await repository.findEntriesOfOwner(caller.uuid), caller.uuid);
      return { entries: entries.map(({ entry }) => entry) };
    },

    async candidates(caller: Caller): Promise<PinboardCandidates> {
      const [items, entries] = await Promise.all([repository.findPinnableItems(caller.uuid), repository.findEntriesOfOwner(caller.uuid)]);
      const entryByItem = new Map(entries.map((entry) => [itemKey(entry.kind, entry.itemUuid), entry.uuid]));
      const shown = await toItems(items);
      return { items: items.map((item, index) => ({ item: shown[index]!, entry_uuid: entryByItem.get(itemKey(item.kind, item.uuid)) ?? null })) };
    },

    /**
     * Pins one of the student's own live items to his current class. Pinning again returns the
     * same pin (moved to the current class, should the student have changed class).
     */
    async pin(caller: Caller, input: PinItemInput): Promise<{ entry: PinboardEntry; isNew: boolean }> {
      const schoolClass = await classes.findClassOfStudent(caller.uuid);
      if (!schoolClass) throw new ApiError('VALIDATION_FAILED', PINBOARD_MESSAGES.noClass);
      const { row, isNew } = await inTransaction(async (tx) => {
        const ref = { ownerUuid: caller.uuid, kind: input.kind, itemUuid: input.item_uuid };
        const item = (await repository.findLiveItems([ref], tx)).get(pinnedItemKey(ref));
        if (!item) {
          // A task answer that exists but is not done yet gets a message that says what to do.
          if (input.kind === 'task_answer') {
            const anyAnswer = await repository.findTaskAnswerOf(tx, caller.uuid, input.item_uuid);
            if (anyAnswer) throw invalidField('item_uuid', PINBOARD_MESSAGES.taskNotDone);
          }
          throw notFound();
        }
        const pinned = await repository.insertEntry(tx, { ownerUuid: caller.uuid, classUuid: schoolClass.uuid, kind: input.kind, itemUuid: input.item_uuid });
        if (!pinned.isNew && pinned.entry.classUuid !== schoolClass.uuid) {
          return { row: await repository.moveEntryToClass(tx, pinned.entry.uuid, schoolClass.uuid), isNew: false };
        }
        return { row: pinned.entry, isNew: pinned.isNew };
      });
      const [entry] = await toEntries([row], caller.uuid);
      if (!entry) throw notFound();
      return { entry: entry.entry, isNew };
    },

    /** Withdraws a pin: the entry and its feedback are gone, for the teacher too. */
    async unpin(caller: Caller, entryUuid: string): Promise<void> {
      await inTransaction(async (tx) => {
        requireOwnEntry(caller, await repository.findEntry(tx, entryUuid));
        await repository.deleteEntry(tx, entryUuid);
      });
    },

    /** The teacher's classes with their number of visible pins. */
    async classesOf(caller: Caller): Promise<PinboardClassList> {
      const taught = await classes.findClassesTaughtBy(caller.uuid);
      const counts = await repository.countEntriesOfClasses(taught.map((one) => one.uuid));
      return {
        classes: taught.map((one) => ({ uuid: one.uuid, grade: one.grade, addition: one.addition, entry_count: counts.get(one.uuid) ?? 0 })),
      };
    },

    async ofClass(caller: Caller, classUuid: string): Promise<ClassPinboard> {
      const schoolClass = await loadClassOfTeacher(caller, classUuid);
      const entries = await toEntries(await repository.findEntriesOfClass(classUuid), caller.uuid);
      return {
        class: { uuid: schoolClass.uuid, grade: schoolClass.grade, addition: schoolClass.addition },
        entries: entries.map(({ row, entry }) => ({ ...entry, student: { uuid: row.ownerUuid, first_name: row.firstName, surname: row.surname } })),
      };
    },

    /** Stores the teacher's feedback and notifies the student, in one transaction. */
    async giveFeedback(caller: Caller, classUuid: string, entryUuid: string, text: string): Promise<PinboardFeedback> {
      await loadClassOfTeacher(caller, classUuid);
      return inTransaction(async (tx) => {
        const entry = await repository.findVisibleEntryOfClass(tx, classUuid, entryUuid);
        if (!entry) throw notFound();
        const author = await repository.findUserName(tx, caller.uuid);
        const authorName = author ? `${author.firstName} ${author.surname}` : null;
        const row = await repository.insertFeedback(tx, { entryUuid, authorUuid: caller.uuid, text });
        await notifyUsers(tx, {
          type: 'pinboard',
          title: PINBOARD_MESSAGES.feedbackNotificationTitle,
          message: PINBOARD_MESSAGES.feedbackNotificationMessage(authorName ?? 'Deine Lehrkraft'),
          icon: 'pin',
          link: PINBOARD_PATH,
          linkText: PINBOARD_MESSAGES.feedbackNotificationLink,
          leichteSprache: {
            title: PINBOARD_NOTIFICATION_LEICHT.feedbackNotificationTitle,
            message: PINBOARD_NOTIFICATION_LEICHT.feedbackNotificationMessage(authorName ?? 'Deine Lehrkraft'),
            linkText: PINBOARD_NOTIFICATION_LEICHT.feedbackNotificationLink,
          },
          // Feedback is written to this one student: it pops up on his next page change.
          isModal: true,
          userUuids: [entry.ownerUuid],
        });
        return toFeedback({ ...row, authorFirstName: author?.firstName ?? null, authorSurname: author?.surname ?? null }, caller.uuid);
      });
    },

    /**
     * The author changes his feedback (decision 136): only on a pin still visible on the class's
     * Pinnwand, only his own (403 otherwise). The student is not notified again – the text was
     * already his to read; the Pinnwand shows it as changed.
     */
    async editFeedback(caller: Caller, classUuid: string, entryUuid: string, feedbackUuid: string, text: string): Promise<PinboardFeedback> {
      await loadClassOfTeacher(caller, classUuid);
      return inTransaction(async (tx) => {
        const own = await requireOwnFeedback(tx, caller, classUuid, entryUuid, feedbackUuid);
        const row = await repository.updateFeedbackText(tx, own.uuid, text);
        const author = await repository.findUserName(tx, caller.uuid);
        return toFeedback({ ...row, authorFirstName: author?.firstName ?? null, authorSurname: author?.surname ?? null }, caller.uuid);
      });
    },

    /** The author takes his feedback back; the same checks as for a change. */
    async deleteFeedback(caller: Caller, classUuid: string, entryUuid: string, feedbackUuid: string): Promise<void> {
      await loadClassOfTeacher(caller, classUuid);
      await inTransaction(async (tx) => {
        const own = await requireOwnFeedback(tx, caller, classUuid, entryUuid, feedbackUuid);
        await repository.deleteFeedback(tx, own.uuid);
      });
    },
  };
}

export type PinboardService = ReturnType<typeof createPinboardService>;
