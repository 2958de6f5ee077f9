import type { Database } from '../db/client';

/**
 * What one module holds about a person, for the data export (DSGVO Art. 15) and for the
 * irrevocable deletion of an account (Art. 17). Every module that stores rows or files belonging
 * to a user names its sections in its descriptor (`index.ts`), and app.ts registers them while
 * composing the server (decision 217); the export and the deletion job walk all registered
 * sections, so a module that forgets one fails the completeness test.
 */
export type PersonalDataSection = {
  /** Stable, file-name-safe name: the section's JSON file in the export is `<name>.json`. */
  name: string;
  /** German heading for the export's index.html. */
  title: string;
  /** The tables this section covers (checked by the completeness test). */
  tables: readonly string[];
  /** Everything of the user's, as plain JSON-able records. Never another user's data. */
  collect(db: Database, userUuid: string): Promise<PersonalDataExport>;
  /**
   * Removes the user's rows (and marks files for removal through the files module) inside the
   * caller's transaction. Must be safe to run again after a crash (idempotent).
   */
  erase(tx: Database, userUuid: string): Promise<void>;
};

export type PersonalDataExport = {
  records: readonly unknown[];
  /** Stored files to include in the zip under `files/<section>/<path>`. */
  files?: readonly { path: string; fileUuid: string }[];
};

const sections = new Map<string, PersonalDataSection>();

/** Registers a module's section; a second registration under the same name replaces the first. */
export function registerPersonalData(section: PersonalDataSection): void {
  sections.set(section.name, section);
}

/** All registered sections, in registration order. */
export function personalDataSections(): readonly PersonalDataSection[] {
  return [...sections.values()];
}
