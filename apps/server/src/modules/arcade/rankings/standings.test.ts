import { describe, expect, it } from 'vitest';
import { displayNameOf, positionStandings } from './standings';

describe('positionStandings', () => {
  it('orders by points, highest first', () => {
    const ranked = positionStandings([
      { uuid: 'a', points: 10, name: 'Ada' },
      { uuid: 'b', points: 30, name: 'Ben' },
    ]);
    expect(ranked.map((entry) => [entry.uuid, entry.position])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('lets equal points share a position and skips the next ("1, 1, 3")', () => {
    const ranked = positionStandings([
      { uuid: 'a', points: 20, name: 'Zoe' },
      { uuid: 'b', points: 20, name: 'Ali' },
      { uuid: 'c', points: 5, name: 'Cem' },
    ]);
    expect(ranked.map((entry) => [entry.name, entry.position])).toEqual([
      ['Ali', 1],
      ['Zoe', 1],
      ['Cem', 3],
    ]);
  });

  it('gives an empty class an empty ranking', () => {
    expect(positionStandings([])).toEqual([]);
  });
});

describe('displayNameOf', () => {
  it('shows the first name and the initial of the surname', () => {
    expect(displayNameOf('Lena', 'Schmidt')).toBe('Lena S.');
    expect(displayNameOf(' Ömer ', 'Özdemir')).toBe('Ömer Ö.');
  });

  it('shows only the first name when there is no surname', () => {
    expect(displayNameOf('Lena', '')).toBe('Lena');
  });
});
