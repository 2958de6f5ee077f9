import { describe, expect, it } from 'vitest';
import { isTaskAwardSettled } from './award-settled';

describe('a task award that is done already (decision 256)', () => {
  it('is settled only when every action is counted and no quest waits for a finished task', () => {
    expect(isTaskAwardSettled({ counted: ['reflection_written', 'task_done'], hasOpenQuest: false }, ['reflection_written', 'task_done'])).toBe(true);
    expect(isTaskAwardSettled({ counted: ['task_done'], hasOpenQuest: false }, ['reflection_written', 'task_done'])).toBe(false);
    expect(isTaskAwardSettled({ counted: [], hasOpenQuest: false }, ['task_done'])).toBe(false);
    // A running quest that waits for the student: only a finished task completes it.
    expect(isTaskAwardSettled({ counted: ['task_done'], hasOpenQuest: true }, ['task_done'])).toBe(false);
    expect(isTaskAwardSettled({ counted: ['reflection_written'], hasOpenQuest: true }, ['reflection_written'])).toBe(true);
    // Nothing to award (a started answer without text): nothing to run.
    expect(isTaskAwardSettled({ counted: [], hasOpenQuest: true }, [])).toBe(true);
  });
});
