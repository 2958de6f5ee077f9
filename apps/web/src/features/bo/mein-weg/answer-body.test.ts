import { saveAnswerBodySchema, type Task, type TaskDetail } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf } from './answer-body';
import { textOf } from './simple-language';

const base = { uuid: '00000000-0000-4000-8000-000000000001', title: 'Titel', title_el: 'Leicht', text: 'Text', text_el: 'Leichter Text' };
const items = [
  { id: 'a', text: 'A', text_el: 'A leicht' },
  { id: 'b', text: 'B', text_el: 'B leicht' },
];
const tasks: Task[] = [
  { ...base, kind: 'reflection' },
  { ...base, kind: 'upload' },
  { ...base, kind: 'checklist', items },
  { ...base, kind: 'link', url: 'https://planet-beruf.de', link_text: 'Öffnen', link_text_el: 'Öffnen' },
  { ...base, kind: 'scale', items, min_label: 'nie', max_label: 'immer', min_label_el: 'nie', max_label_el: 'immer' },
];
const detail = (task: Task): TaskDetail => ({ task, station: { uuid: base.uuid, position: 1, title: 'S', title_el: 'S' }, answer: null, file_url: null });

describe('bodyOf', () => {
  it.each(tasks.map((task) => [task.kind, task] as const))('sends only the fields of a %s task, in the shape the server checks', (_kind, task) => {
    const draft = { ...draftOf(detail(task)), text: 'Meine Antwort', checked: ['a'], ratings: { a: 3, b: 5 }, visited: true };
    const body = bodyOf(task, draft, true);
    expect(body.kind).toBe(task.kind);
    expect(saveAnswerBodySchema.safeParse(body).success).toBe(true);
  });

  it('is refused by the shared schema when the reflection is empty', () => {
    const result = saveAnswerBodySchema.safeParse(bodyOf(tasks[0]!, draftOf(detail(tasks[0]!)), false));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Deine Antwort ist ein Pflichtfeld');
  });
});

describe('textOf', () => {
  it('picks the Leichte-Sprache twin when the mode is on', () => {
    expect(textOf(base, 'title', false)).toBe('Titel');
    expect(textOf(base, 'title', true)).toBe('Leicht');
  });
});
