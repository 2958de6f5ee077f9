import type { Readable, Writable } from 'node:stream';
import {
  FEEDBACK_LIMITS,
  IMAGE_FILE_TYPES,
  PORTFOLIO_MESSAGES,
  portfolioItemKey,
  type MyPortfolio,
  type PortfolioCandidates,
  type PortfolioItemRef,
  type PortfolioPhoto,
  type PortfolioView,
  type PortfolioViewItem,
  type UpdatePortfolioBody,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, notFound } from '../../../platform/http/errors';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import type { PortfolioDocument, PortfolioImage, PortfolioItem } from './pdf/portfolio-document';
import type { AnswerSourceRow, PortfolioRepository, PortfolioSources } from './portfolio.repository';

/** What the portfolio needs of the files module: links for the screen, streams for the PDF. */
export type PortfolioFiles = {
  signedViewsOf(fileUuids: readonly string[]): Promise<Map<string, { contentType: string; signedUrl: string }>>;
  openReadStream(fileUuid: string): Promise<Readable>;
};

/** A competence as the student sees it on „So sehen mich andere“ (assessments' `strengthsOf`). */
export type StrengthRow = { name: string; self: number | null; teacher: number | null; supervisor: number | null; parent: number | null };
export type StrengthsReader = (studentUuid: string) => Promise<StrengthRow[]>;

/** The PDF renderer (pdf/render-portfolio-pdf.ts): knows nothing of the database. */
export type PortfolioPdfRenderer = (document: PortfolioDocument, output: Writable) => Promise<void>;

type PictureType = PortfolioImage['mimeType'];
const isPicture = (mimeType: string | null): mimeType is PictureType => mimeType !== null && IMAGE_FILE_TYPES.includes(mimeType);

/** A picture's text alternative: the story's first words (or the file name). */
function altTextOf(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length <= 120 ? words : `${words.slice(0, 119)}…`;
}

/** An answer as text: the reflection, the ticked points, the scale's items with their value, the uploaded file's name. */
function answerText(row: AnswerSourceRow, items: readonly { id: string; text: string }[]): string {
  const textOf = (id: string) => items.find((item) => item.id === id)?.text ?? id;
  switch (row.kind) {
    case 'checklist':
      return row.checkedItems.map((id) => `✓ ${textOf(id)}`).join('\n');
    case 'scale':
      return Object.entries(row.ratings)
        .map(([id, value]) => `${textOf(id)}: ${value}`)
        .join('\n');
    case 'upload':
      return row.fileName ?? '';
    default:
      return row.text ?? '';
  }
}

export function createPortfolioService(deps: {
  repository: PortfolioRepository;
  files: PortfolioFiles;
  strengthsOf: StrengthsReader;
  fieldOfWorkName: (key: string) => Promise<string>;
  renderPdf: PortfolioPdfRenderer;
  now?: () => Date;
}) {
  const { repository, files, strengthsOf, fieldOfWorkName, renderPdf } = deps;
  const now = deps.now ?? (() => new Date());

  /** The strengths item: only competences someone rated; undefined when nobody rated any. */
  async function strengthsItem(studentUuid: string): Promise<Extract<PortfolioViewItem, { kind: 'strengths' }> | undefined> {
    const rows = (await strengthsOf(studentUuid)).filter((row) => [row.self, row.teacher, row.supervisor, row.parent].some((value) => value !== null));
    if (rows.length === 0) return undefined;
    return {
      kind: 'strengths',
      scale_max: FEEDBACK_LIMITS.ratingMax,
      rows: rows.map((row) => ({ label: row.name, self: row.self, teachers: row.teacher, supervisor: row.supervisor, parents: row.parent })),
    };
  }

  /** The sources resolved to what a reader sees, keyed by {@link portfolioItemKey}; photos linked with one look-up. */
  async function resolve(studentUuid: string, sources: PortfolioSources, withStrengths: boolean): Promise<Map<string, PortfolioViewItem>> {
    const photoFileUuids = [
      ...sources.stories.filter((row) => isPicture(row.attachmentMimeType) && row.attachmentFileUuid).map((row) => row.attachmentFileUuid as string),
      ...sources.files.filter((row) => isPicture(row.mimeType)).map((row) => row.uuid),
    ];
    const [views, meinWeg, strengths, fieldNames] = await Promise.all([
      files.signedViewsOf(photoFileUuids),
      sources.answers.length > 0 ? loadMeinWeg() : undefined,
      withStrengths ? strengthsItem(studentUuid) : undefined,
      Promise.all(sources.internships.map((row) => fieldOfWorkName(row.fieldOfWork))),
    ]);
    const photoOf = (fileUuid: string | null, alt: string): PortfolioPhoto | null => {
      const view = fileUuid ? views.get(fileUuid) : undefined;
      return view ? { url: view.signedUrl, content_type: view.contentType, alt: altTextOf(alt) } : null;
    };
    const items: PortfolioViewItem[] = [
      ...sources.stories.map((row): PortfolioViewItem => ({
        kind: 'story',
        uuid: row.uuid,
        created_date: row.createdAt.toISOString(),
        text: row.description,
        hashtags: row.hashtags,
        photo: isPicture(row.attachmentMimeType) ? photoOf(row.attachmentFileUuid, row.description) : null,
      })),
      ...sources.answers.flatMap((row): PortfolioViewItem[] => {
        const found = meinWeg?.taskByUuid.get(row.taskUuid);
        // An answer to a task no longer in the content has no title to show: it cannot be picked.
        if (!found || !row.doneAt) return [];
        const answer = answerText(row, 'items' in found.task ? found.task.items : []);
        if (answer.trim() === '') return [];
        return [{ kind: 'answer', uuid: row.uuid, station_title: found.station.title, task_title: found.task.title, answer, answered_date: row.doneAt.toISOString() }];
      }),
      ...(strengths ? [strengths] : []),
      ...sources.files.map((row): PortfolioViewItem => ({
        kind: 'file',
        uuid: row.uuid,
        file_name: row.originalName,
        content_type: row.mimeType,
        size: row.sizeBytes,
        photo: isPicture(row.mimeType) ? photoOf(row.uuid, row.originalName) : null,
      })),
      ...sources.internships.map((row, index): PortfolioViewItem => ({
        kind: 'internship',
        uuid: row.uuid,
        company_name: row.companyName,
        field_of_work: fieldNames[index] ?? row.fieldOfWork,
        starts_on: row.startDate,
        ends_on: row.endDate,
        confirmation: row.reviewedAt
          ? { confirmed_date: row.reviewedAt.toISOString(), confirmed_by: [row.reviewerFirstName, row.reviewerSurname].filter(Boolean).join(' ') }
          : null,
      })),
    ];
    return new Map(items.map((item) => [portfolioItemKey(item.kind === 'strengths' ? { kind: 'strengths' } : item), item]));
  }

  /** The saved portfolio with its items resolved in the student's order; gone items dropped. */
  async function loadView(studentUuid: string): Promise<{ view: PortfolioView; sources: PortfolioSources }> {
    const saved = await repository.findWithOwner(studentUuid);
    if (!saved) throw notFound();
    const refs = saved.portfolio?.items ?? [];
    const uuidsOf = (kind: PortfolioItemRef['kind']) => refs.filter((ref) => ref.kind === kind && ref.uuid).map((ref) => ref.uuid as string);
    const sources = await repository.findSources(studentUuid, {
      story: uuidsOf('story'),
      answer: uuidsOf('answer'),
      file: uuidsOf('file'),
      internship: uuidsOf('internship'),
    });
    const resolved = await resolve(studentUuid, sources, refs.some((ref) => ref.kind === 'strengths'));
    return {
      view: {
        student_name: `${saved.firstName} ${saved.surname}`,
        school_name: saved.schoolName,
        profile: saved.portfolio?.profile ?? '',
        items: refs.flatMap((ref) => {
          const item = resolved.get(portfolioItemKey(ref));
          return item ? [item] : [];
        }),
      },
      sources,
    };
  }

  /** The saved portfolio as the editor reads it: two queries (the row with names, the live check). */
  async function mine(studentUuid: string): Promise<MyPortfolio> {
    const saved = await repository.findWithOwner(studentUuid);
    if (!saved) throw notFound();
    const refs = saved.portfolio?.items ?? [];
    const live = await repository.findLiveKeys(studentUuid, refs);
    return {
      profile: saved.portfolio?.profile ?? '',
      items: refs.filter((ref) => ref.kind === 'strengths' || live.has(portfolioItemKey(ref))),
      student_name: `${saved.firstName} ${saved.surname}`,
      school_name: saved.schoolName,
      updated_date: saved.portfolio?.updatedAt.toISOString() ?? null,
    };
  }

  /** The PDF's pictures: opened only when the renderer reaches them, one at a time. */
  const imageOf = (fileUuid: string, mimeType: PictureType, byteSize: number, altText: string): PortfolioImage => ({
    mimeType,
    byteSize,
    altText: altTextOf(altText),
    open: () => files.openReadStream(fileUuid),
  });

  function toDocumentItem(item: PortfolioViewItem, sources: PortfolioSources): PortfolioItem {
    switch (item.kind) {
      case 'story': {
        const row = sources.stories.find((one) => one.uuid === item.uuid);
        const image =
          row?.attachmentFileUuid && isPicture(row.attachmentMimeType)
            ? imageOf(row.attachmentFileUuid, row.attachmentMimeType, row.attachmentSizeBytes ?? 0, row.description)
            : undefined;
        // The story's text carries its hashtags as written; the renderer's tag line gets only the others (none, today).
        const text = item.text.toLowerCase();
        const hashtags = item.hashtags.filter((tag) => !text.includes(`#${tag}`));
        return { kind: 'story', createdAt: new Date(item.created_date), text: item.text, hashtags, ...(image ? { image } : {}) };
      }
      case 'answer':
        return { kind: 'answer', stationTitle: item.station_title, taskTitle: item.task_title, answer: item.answer, answeredAt: new Date(item.answered_date) };
      case 'strengths':
        return {
          kind: 'strengths',
          scaleMax: item.scale_max,
          rows: item.rows.map((row) => ({
            label: row.label,
            ...(row.self !== null ? { self: row.self } : {}),
            ...(row.teachers !== null ? { teachers: row.teachers } : {}),
            ...(row.supervisor !== null ? { supervisor: row.supervisor } : {}),
            ...(row.parents !== null ? { parents: row.parents } : {}),
          })),
        };
      case 'file': {
        const image = isPicture(item.content_type) ? imageOf(item.uuid, item.content_type, item.size, item.file_name) : undefined;
        return {
          kind: 'file',
          fileName: item.file_name,
          mimeType: item.content_type,
          byteSize: item.size,
          ...(image ? { image } : {}),
          // A PDF (a CV, a certificate) travels inside the portfolio; other types are only listed.
          ...(item.content_type === 'application/pdf' ? { open: () => files.openReadStream(item.uuid) } : {}),
        };
      }
      case 'internship':
        return {
          kind: 'internship',
          companyName: item.company_name,
          fieldOfWork: item.field_of_work,
          startsOn: item.starts_on,
          endsOn: item.ends_on,
          ...(item.confirmation ? { confirmation: { confirmedAt: new Date(item.confirmation.confirmed_date), confirmedBy: item.confirmation.confirmed_by } } : {}),
        };
    }
  }

  return {
    mine: (caller: Caller): Promise<MyPortfolio> => mine(caller.uuid),

    /**
     * Replaces profile and items. Every item must be a live item of the student's own: another's
     * uuid or one that is gone answers 404 with a message that says what to do (the same answer
     * for both, so nobody learns whether another student's item exists).
     */
    async save(caller: Caller, input: UpdatePortfolioBody): Promise<MyPortfolio> {
      const items = input.items.map((item): PortfolioItemRef => (item.kind === 'strengths' ? { kind: 'strengths' } : { kind: item.kind, uuid: item.uuid }));
      const live = await repository.findLiveKeys(caller.uuid, items);
      if (items.some((item) => item.kind !== 'strengths' && !live.has(portfolioItemKey(item)))) {
        throw new ApiError('NOT_FOUND', PORTFOLIO_MESSAGES.itemNotFound);
      }
      await repository.save(caller.uuid, { profile: input.profile.trim(), items }, now());
      return mine(caller.uuid);
    },

    /** Everything the student may pick, resolved, newest first within each kind. */
    async candidates(caller: Caller): Promise<PortfolioCandidates> {
      const resolved = await resolve(caller.uuid, await repository.findSources(caller.uuid), true);
      return { items: [...resolved.values()] };
    },

    /** What a reader sees of the student's saved portfolio (the preview's data; share links use it too). */
    async portfolioView(studentUuid: string): Promise<PortfolioView> {
      return (await loadView(studentUuid)).view;
    },

    /**
     * Writes the saved portfolio as PDF to `output`: the same items as {@link portfolioView}, photos
     * opened lazily through the files module so that memory stays bounded (decision 235).
     */
    async writePortfolioPdf(studentUuid: string, output: Writable): Promise<void> {
      const { view, sources } = await loadView(studentUuid);
      const document: PortfolioDocument = {
        student: { displayName: view.student_name, schoolName: view.school_name },
        profile: view.profile,
        generatedAt: now(),
        items: view.items.map((item) => toDocumentItem(item, sources)),
      };
      await renderPdf(document, output);
    },

    /** The name the student's PDF is downloaded as. */
    async studentNameOf(studentUuid: string): Promise<string> {
      const saved = await repository.findWithOwner(studentUuid);
      if (!saved) throw notFound();
      return `${saved.firstName} ${saved.surname}`;
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
