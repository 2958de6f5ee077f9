import type { SaveAnswerBody, Task, TaskDetail } from '@berufswahl/contracts';

/** What the student has entered so far, for every kind (only the task's kind is sent). */
export type Draft = {
  text: string;
  checked: string[];
  ratings: Record<string, number>;
  visited: boolean;
};

/** The form's starting point: the saved answer, or nothing yet. */
export function draftOf(detail: TaskDetail): Draft {
  const { answer } = detail;
  return {
    text: answer?.text ?? '',
    checked: answer?.checked ?? [],
    ratings: answer?.ratings ?? {},
    visited: answer?.link_visited_date != null,
  };
}

/** The request body for the task's kind: one contract for client and server (decision 062). */
export function bodyOf(task: Task, draft: Draft, done: boolean): SaveAnswerBody {
  switch (task.kind) {
    case 'reflection':
      return { kind: 'reflection', text: draft.text, done };
    case 'checklist':
      return { kind: 'checklist', checked: draft.checked, done };
    case 'scale':
      return { kind: 'scale', ratings: draft.ratings, done };
    case 'link':
      return { kind: 'link', visited: draft.visited, done };
    case 'upload':
      return { kind: 'upload', done };
  }
}
