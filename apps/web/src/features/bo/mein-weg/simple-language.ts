import { useMe } from '../../../lib/me/get-me';

/** Whether the reader has Leichte Sprache on (`me.simple_language`). */
export function useSimpleLanguage(): boolean {
  return useMe().data?.simple_language ?? false;
}

type WithSimpleTwin<K extends string> = { [P in K | `${K}_el`]: string };

/**
 * A content text in the reader's language: the Leichte-Sprache twin (`<field>_el`, as the spec
 * names it for explanations) when the mode is on.
 */
export function textOf<K extends string>(item: WithSimpleTwin<K>, field: K, isSimple: boolean): string {
  const key: K | `${K}_el` = isSimple ? `${field}_el` : field;
  return item[key];
}
