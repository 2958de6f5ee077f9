import { describe, expect, it } from 'vitest';
import { myStateOf, questStatisticsOf } from './quest-statistics';

const done = new Date('2026-11-20T10:00:00Z');

describe('questStatisticsOf', () => {
  it('counts participants, done and missing over the class', () => {
    const statistics = questStatisticsOf(
      ['a', 'b', 'c', 'd'],
      [
        { userUuid: 'a', completedAt: done },
        { userUuid: 'b', completedAt: null },
      ],
    );
    expect(statistics).toEqual({ class_size: 4, participants: 2, done: 1, missing: 2 });
  });

  it('leaves out participations of students who left the class', () => {
    expect(questStatisticsOf(['a'], [{ userUuid: 'gone', completedAt: done }])).toEqual({
      class_size: 1,
      participants: 0,
      done: 0,
      missing: 1,
    });
  });
});

describe('myStateOf', () => {
  it('tells not joined, joined and done apart', () => {
    const rows = [
      { userUuid: 'a', completedAt: null },
      { userUuid: 'b', completedAt: done },
    ];
    expect(myStateOf('x', rows)).toBe('not_joined');
    expect(myStateOf('a', rows)).toBe('joined');
    expect(myStateOf('b', rows)).toBe('done');
  });
});
