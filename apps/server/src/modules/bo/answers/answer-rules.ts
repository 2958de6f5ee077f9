import { ANSWER_MESSAGES, type Answer, type SaveAnswerBodyParsed, type Task, type TaskStatus } from '@berufswahl/contracts';
import { ApiError } from '../../../platform/http/errors';
import type { AnswerContent, AnswerRow } from './answers.repository';

function invalid(message: string, field?: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, field ? [{ field, message }] : undefined);
}

/**
 * What a save of `body` writes for `task` (decision 062): the body must be of the task's kind and
 * name only the task's items; "done" needs a complete answer. `previous` is the live answer, whose
 * link visit and done date are kept when they still hold.
 */
export function answerContentFor(
  task: Task,
  body: SaveAnswerBodyParsed,
  previous: Pick<AnswerRow, 'linkVisitedAt' | 'doneAt' | 'fileUuid'> | undefined,
  now: Date,
): AnswerContent {
  if (body.kind !== task.kind) throw invalid(ANSWER_MESSAGES.kindMismatch, 'kind');
  const doneAt = body.done ? (previous?.doneAt ?? now) : null;
  const empty: AnswerContent = { kind: task.kind, text: null, checkedItems: [], ratings: {}, linkVisitedAt: null, doneAt };

  switch (body.kind) {
    case 'reflection':
      return { ...empty, text: body.text };
    case 'checklist': {
      const known = new Set(task.kind === 'checklist' ? task.items.map((item) => item.id) : []);
      if (body.checked.some((id) => !known.has(id))) throw invalid(ANSWER_MESSAGES.unknownItem, 'checked');
      if (body.done && body.checked.length === 0) throw invalid(ANSWER_MESSAGES.incompleteChecklist, 'checked');
      // Stored in the task's order, each item once.
      const checked = new Set(body.checked);
      return { ...empty, checkedItems: [...known].filter((id) => checked.has(id)) };
    }
    case 'scale': {
      const items = task.kind === 'scale' ? task.items.map((item) => item.id) : [];
      if (Object.keys(body.ratings).some((id) => !items.includes(id))) throw invalid(ANSWER_MESSAGES.unknownItem, 'ratings');
      if (body.done && items.some((id) => body.ratings[id] === undefined)) throw invalid(ANSWER_MESSAGES.incompleteScale, 'ratings');
      return { ...empty, ratings: body.ratings };
    }
    case 'link': {
      const linkVisitedAt = body.visited ? (previous?.linkVisitedAt ?? now) : null;
      if (body.done && !linkVisitedAt) throw invalid(ANSWER_MESSAGES.incompleteLink, 'visited');
      return { ...empty, linkVisitedAt };
    }
    case 'upload':
      if (body.done && !previous?.fileUuid) throw invalid(ANSWER_MESSAGES.incompleteUpload, 'file');
      return empty;
  }
}

/** Open without an answer, done when marked so, started in between. */
export function statusOf(answer: Pick<AnswerRow, 'doneAt'> | undefined): TaskStatus {
  if (!answer) return 'open';
  return answer.doneAt ? 'done' : 'started';
}

export function toAnswer(row: AnswerRow): Answer {
  return {
    uuid: row.uuid,
    task_uuid: row.taskUuid,
    station_uuid: row.stationUuid,
    kind: row.kind as Answer['kind'],
    text: row.text,
    checked: row.checkedItems,
    ratings: row.ratings,
    link_visited_date: row.linkVisitedAt?.toISOString() ?? null,
    file: row.fileUuid ? { uuid: row.fileUuid, filename: row.fileName ?? '' } : null,
    done: row.doneAt !== null,
    done_date: row.doneAt?.toISOString() ?? null,
    created_date: row.createdAt.toISOString(),
    last_modified: row.updatedAt.toISOString(),
    deleted_date: row.deletedAt?.toISOString() ?? null,
  };
}
