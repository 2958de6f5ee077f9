import { useMe } from '../../../lib/me/get-me';

// Mein Weg's simple-language.ts does the same; importing it from here would turn it into a chunk
// of its own, one more file in the router's preload lists – bytes the first screen cannot spare
// (decision 008's budget). Two lines are cheaper than that.

/** Whether the reader has Leichte Sprache on (`me.simple_language`). */
export function useSimpleLanguage(): boolean {
  return useMe().data?.simple_language ?? false;
}

/** An item's name or statement in the reader's language: the `_el` twin the server sends when Leichte Sprache is on. */
export function textOf<K extends 'name' | 'text'>(item: Record<K | `${K}_el`, string>, field: K, isSimple: boolean): string {
  return isSimple ? item[`${field}_el`] : item[field];
}
