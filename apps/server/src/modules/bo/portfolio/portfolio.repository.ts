import type { PortfolioItemKind, PortfolioItemRef } from '@berufswahl/contracts';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, users } from '../../../platform/db/schema';
import { files } from '../../files';
import { taskAnswers } from '../answers/answers.schema';
import { internships } from '../internships/internships.schema';
import { stories } from '../stories/stories.schema';
import { portfolios } from './portfolio.schema';

export type PortfolioRow = typeof portfolios.$inferSelect;

/** The saved portfolio with the names a reader sees; `portfolio` is undefined while never saved. */
export type PortfolioWithOwner = {
  firstName: string;
  surname: string;
  schoolName: string;
  portfolio: Pick<PortfolioRow, 'profile' | 'items' | 'updatedAt'> | undefined;
};

export type StorySourceRow = Pick<typeof stories.$inferSelect, 'uuid' | 'description' | 'hashtags' | 'attachmentFileUuid' | 'attachmentName' | 'attachmentMimeType' | 'attachmentSizeBytes' | 'createdAt'>;
export type AnswerSourceRow = Pick<typeof taskAnswers.$inferSelect, 'uuid' | 'taskUuid' | 'kind' | 'text' | 'checkedItems' | 'ratings' | 'fileName' | 'doneAt'>;
export type FileSourceRow = { uuid: string; originalName: string; mimeType: string; sizeBytes: number };
export type InternshipSourceRow = {
  uuid: string;
  companyName: string;
  fieldOfWork: string;
  startDate: string;
  endDate: string;
  reviewedAt: Date | null;
  reviewerFirstName: string | null;
  reviewerSurname: string | null;
};

/** The student's live items of each kind (all of them, or only the named uuids). */
export type PortfolioSources = {
  stories: StorySourceRow[];
  answers: AnswerSourceRow[];
  files: FileSourceRow[];
  internships: InternshipSourceRow[];
};

/** Only these uuids per kind; a kind left out is read whole. */
type SourceFilter = Partial<Record<Exclude<PortfolioItemKind, 'strengths'>, readonly string[]>>;

/*
 * What may be in a portfolio, and so what counts as live: the student's stories outside the trash,
 * done Mein-Weg answers not deleted, own uploads (files not attached to a story or answer) outside
 * the trash, and internships the school confirmed. One condition per kind, used by the candidates,
 * the view and the check on save alike.
 */
const liveStory = (ownerUuid: string) => and(eq(stories.ownerUuid, ownerUuid), isNull(stories.deletedAt));
const liveAnswer = (ownerUuid: string) => and(eq(taskAnswers.userUuid, ownerUuid), isNull(taskAnswers.deletedAt), isNotNull(taskAnswers.doneAt));
const liveFile = (ownerUuid: string) => and(eq(files.ownerUuid, ownerUuid), isNull(files.trashedAt), isNull(files.attachedKind));
const liveInternship = (ownerUuid: string) => and(eq(internships.studentUuid, ownerUuid), eq(internships.state, 'confirmed'));

const reviewers = alias(users, 'reviewers');

/** `uuids` given and empty: nothing to read. */
const skip = (uuids: readonly string[] | undefined) => uuids !== undefined && uuids.length === 0;

export function createPortfolioRepository(db: Database) {
  return {
    /** The student's name, school and saved portfolio in one query; undefined when there is no such user. */
    async findWithOwner(ownerUuid: string): Promise<PortfolioWithOwner | undefined> {
      const [row] = await db
        .select({
          firstName: users.firstName,
          surname: users.surname,
          schoolName: schools.name,
          profile: portfolios.profile,
          items: portfolios.items,
          updatedAt: portfolios.updatedAt,
        })
        .from(users)
        .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
        .leftJoin(portfolios, eq(portfolios.ownerUuid, users.uuid))
        .where(eq(users.uuid, ownerUuid))
        .limit(1);
      if (!row) return undefined;
      return {
        firstName: row.firstName,
        surname: row.surname,
        schoolName: row.schoolName ?? '',
        portfolio: row.profile !== null && row.items !== null && row.updatedAt !== null ? { profile: row.profile, items: row.items, updatedAt: row.updatedAt } : undefined,
      };
    },

    /**
     * Which of `refs` are live items of the student, as `kind:uuid` keys – in one query for all
     * kinds (strengths are not looked up: they are the student's by definition).
     */
    async findLiveKeys(ownerUuid: string, refs: readonly PortfolioItemRef[], tx: Database = db): Promise<Set<string>> {
      const uuidsOf = (kind: PortfolioItemKind) => refs.filter((ref) => ref.kind === kind && ref.uuid !== undefined).map((ref) => ref.uuid as string);
      const parts = [
        { kind: 'story', uuids: uuidsOf('story'), query: sql`select ${stories.uuid} as uuid from ${stories} where ${liveStory(ownerUuid)}` },
        { kind: 'answer', uuids: uuidsOf('answer'), query: sql`select ${taskAnswers.uuid} as uuid from ${taskAnswers} where ${liveAnswer(ownerUuid)}` },
        { kind: 'file', uuids: uuidsOf('file'), query: sql`select ${files.uuid} as uuid from ${files} where ${liveFile(ownerUuid)}` },
        { kind: 'internship', uuids: uuidsOf('internship'), query: sql`select ${internships.uuid} as uuid from ${internships} where ${liveInternship(ownerUuid)}` },
      ].filter((part) => part.uuids.length > 0);
      if (parts.length === 0) return new Set();
      const union = sql.join(
        parts.map(
          (part) =>
            sql`select ${part.kind}::text as kind, uuid from (${part.query}) as live where uuid in (${sql.join(
              part.uuids.map((uuid) => sql`${uuid}::uuid`),
              sql`, `,
            )})`,
        ),
        sql` union all `,
      );
      // Both drivers answer raw SQL with `rows`; drizzle's type for it differs by driver.
      const result = (await tx.execute(union)) as unknown as { rows: { kind: string; uuid: string }[] };
      return new Set(result.rows.map((row) => `${row.kind}:${row.uuid}`));
    },

    /** The student's live items of every kind (or only the named ones), newest first, four queries side by side. */
    async findSources(ownerUuid: string, only: SourceFilter = {}): Promise<PortfolioSources> {
      const [storyRows, answerRows, fileRows, internshipRows] = await Promise.all([
        skip(only.story)
          ? []
          : db
              .select({
                uuid: stories.uuid,
                description: stories.description,
                hashtags: stories.hashtags,
                attachmentFileUuid: stories.attachmentFileUuid,
                attachmentName: stories.attachmentName,
                attachmentMimeType: stories.attachmentMimeType,
                attachmentSizeBytes: stories.attachmentSizeBytes,
                createdAt: stories.createdAt,
              })
              .from(stories)
              .where(and(liveStory(ownerUuid), only.story ? inArray(stories.uuid, [...only.story]) : undefined))
              .orderBy(desc(stories.createdAt)),
        skip(only.answer)
          ? []
          : db
              .select({
                uuid: taskAnswers.uuid,
                taskUuid: taskAnswers.taskUuid,
                kind: taskAnswers.kind,
                text: taskAnswers.text,
                checkedItems: taskAnswers.checkedItems,
                ratings: taskAnswers.ratings,
                fileName: taskAnswers.fileName,
                doneAt: taskAnswers.doneAt,
              })
              .from(taskAnswers)
              .where(and(liveAnswer(ownerUuid), only.answer ? inArray(taskAnswers.uuid, [...only.answer]) : undefined))
              .orderBy(desc(taskAnswers.doneAt)),
        skip(only.file)
          ? []
          : db
              .select({ uuid: files.uuid, originalName: files.originalName, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
              .from(files)
              .where(and(liveFile(ownerUuid), only.file ? inArray(files.uuid, [...only.file]) : undefined))
              .orderBy(desc(files.createdAt)),
        skip(only.internship)
          ? []
          : db
              .select({
                uuid: internships.uuid,
                companyName: internships.companyName,
                fieldOfWork: internships.fieldOfWork,
                startDate: internships.startDate,
                endDate: internships.endDate,
                reviewedAt: internships.reviewedAt,
                reviewerFirstName: reviewers.firstName,
                reviewerSurname: reviewers.surname,
              })
              .from(internships)
              .leftJoin(reviewers, eq(reviewers.uuid, internships.reviewedByUuid))
              .where(and(liveInternship(ownerUuid), only.internship ? inArray(internships.uuid, [...only.internship]) : undefined))
              .orderBy(desc(internships.startDate)),
      ]);
      return { stories: storyRows, answers: answerRows, files: fileRows, internships: internshipRows };
    },

    /** Replaces profile and items in one statement. */
    async save(ownerUuid: string, values: { profile: string; items: PortfolioItemRef[] }, now: Date): Promise<PortfolioRow> {
      const [row] = await db
        .insert(portfolios)
        .values({ ownerUuid, profile: values.profile, items: values.items, updatedAt: now })
        .onConflictDoUpdate({ target: portfolios.ownerUuid, set: { profile: values.profile, items: values.items, updatedAt: now } })
        .returning();
      return row!;
    },

    /** The raw row, for the data export. */
    async findRow(ownerUuid: string): Promise<PortfolioRow | undefined> {
      const [row] = await db.select().from(portfolios).where(eq(portfolios.ownerUuid, ownerUuid)).limit(1);
      return row;
    },

    async eraseAllOf(tx: Database, ownerUuid: string): Promise<void> {
      await tx.delete(portfolios).where(eq(portfolios.ownerUuid, ownerUuid));
    },
  };
}

export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;
