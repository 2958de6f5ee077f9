import { describe, expect, it } from 'vitest';

/**
 * A key written twice in one object of a locale file is not an error for JSON.parse: the later text
 * silently replaces the earlier one. It once put "„{{title}}“ wurde veröffentlicht." under every
 * news item instead of its date. The texts are read raw and every object's keys checked.
 */
const LOCALES = import.meta.glob<string>('./*.json', { query: '?raw', import: 'default', eager: true });

/** The keys that occur twice in one object, as `path.key`. */
export function duplicateKeys(json: string): string[] {
  const duplicates: string[] = [];
  const stack: { keys: Set<string>; path: string; isObject: boolean }[] = [];
  let pendingKey: string | null = null;
  let lastKey = '';
  const pattern = /"(?:[^"\\]|\\.)*"|[{}[\]:,]/g;
  let previous = '';
  for (const match of json.matchAll(pattern)) {
    const token = match[0];
    const top = stack.at(-1);
    if (token === '{' || token === '[') {
      const path = top ? (top.isObject ? `${top.path}${lastKey}.` : top.path) : '';
      stack.push({ keys: new Set(), path, isObject: token === '{' });
    } else if (token === '}' || token === ']') {
      stack.pop();
    } else if (token === ':') {
      if (top && pendingKey !== null) {
        if (top.keys.has(pendingKey)) duplicates.push(`${top.path}${pendingKey}`);
        top.keys.add(pendingKey);
        lastKey = pendingKey;
      }
      pendingKey = null;
    } else if (token.startsWith('"')) {
      // A string right after `{` or `,` inside an object is a key (the `:` follows).
      if (top?.isObject && (previous === '{' || previous === ',')) pendingKey = JSON.parse(token) as string;
    }
    previous = token;
  }
  return duplicates;
}

describe('the locale files', () => {
  it('finds a key written twice', () => {
    expect(duplicateKeys('{ "a": { "x": "1", "y": "2", "x": "3" }, "b": [ { "x": 1 } ] }')).toEqual(['a.x']);
  });

  it('write no key twice in one object', () => {
    expect(Object.keys(LOCALES).length).toBeGreaterThan(20);
    const found = Object.entries(LOCALES).flatMap(([file, text]) => duplicateKeys(text).map((key) => `${file}: ${key}`));
    expect(found).toEqual([]);
  });
});
