import { useState, type RefObject } from 'react';

export type CopyState = 'copied' | 'failed' | null;

/**
 * Copies a text (a secret link's address) to the clipboard and says how it went. Without a
 * clipboard (an older browser, a refused permission) the given field's text is selected, so it can
 * be copied by hand. The state is cleared first, so a second copy is announced again.
 */
export function useCopyText(text: string, fieldToSelectOnFailure?: RefObject<HTMLInputElement | null>) {
  const [copyState, setCopyState] = useState<CopyState>(null);
  const copy = async () => {
    setCopyState(null);
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
      fieldToSelectOnFailure?.current?.select();
    }
  };
  return { copyState, copy };
}
