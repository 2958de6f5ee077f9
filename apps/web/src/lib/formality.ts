import { createContext, useContext } from 'react';
import { isInformalRole } from '@berufswahl/contracts/identity/roles';

/**
 * How the interface addresses the reader (CONTENT.md): students with "du", everyone else –
 * including deactivated accounts and visitors without a session – with "Sie".
 *
 * Texts that address the reader have two keys in the locale files, `<key>_du` and `<key>_sie`;
 * they are read with i18next's context option: `t('dashboard.intro', { context: formality })`.
 * A key without variants is neutral and is found by the same call (i18next falls back to it).
 */
export type Formality = 'du' | 'sie';

export function formalityOf(activeRole: string | undefined): Formality {
  return isInformalRole(activeRole) ? 'du' : 'sie';
}

export const FormalityContext = createContext<Formality>('sie');

export function useFormality(): Formality {
  return useContext(FormalityContext);
}
