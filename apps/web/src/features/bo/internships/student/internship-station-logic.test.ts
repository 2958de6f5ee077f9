import { describe, expect, it } from 'vitest';
import type { Internship } from '@berufswahl/contracts';
import { placementsToEvaluate } from './internship-station-logic';

function placement(uuid: string, state: Internship['state'], startDate: string): Internship {
  return { uuid, state, start_date: startDate } as Internship;
}

describe('placementsToEvaluate', () => {
  it('keeps placements under way or over, the most recent first', () => {
    const placements = [
      placement('a', 'finished', '2026-03-02'),
      placement('b', 'draft', '2027-01-10'),
      placement('c', 'running', '2026-11-20'),
      placement('d', 'confirmed', '2027-02-01'),
      placement('e', 'submitted', '2026-10-01'),
      placement('f', 'returned', '2026-09-01'),
    ];
    expect(placementsToEvaluate(placements).map((item) => item.uuid)).toEqual(['c', 'a']);
  });

  it('gives nothing when no placement has begun', () => {
    expect(placementsToEvaluate([placement('a', 'confirmed', '2027-02-01')])).toEqual([]);
  });
});
