// The topic index of docs/decisions/README.md is only useful while it is complete and every link
// resolves; a record written without an index line fails here instead of going unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DECISIONS = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(`${DECISIONS}README.md`, 'utf8');
const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => match[1]);

describe('the decision index', () => {
  it('links every decision record', () => {
    expect(records.filter((name) => !linked.includes(name))).toEqual([]);
  });

  it('links only records that exist, each once', () => {
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
    expect(new Set(linked).size).toBe(linked.length);
  });

  it('gives every record a unique number', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});
