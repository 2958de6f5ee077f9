import { randomUUID } from 'node:crypto';
import {
  ADMINISTRATION_LIMITS,
  ADMINISTRATION_MESSAGES,
  classLabel,
  type ImportBody,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
  parseAccountCsv,
  parseClassLabel,
  personFieldsSchema,
} from '@berufswahl/contracts';
import type { Caller } from '../../../../platform/auth/access';
import type { Database } from '../../../../platform/db/client';
import { invalidField, invalidFields, isUniqueViolation, requireSchool, type SchoolRow } from '../administration.policy';
import { createAccountsRepository } from '../../accounts/accounts.repository';
import { type AccountDraft, withInitialPasswords } from '../../accounts/account-creation.service';
import { firstFreeUsername, usernameBase } from '../../accounts/credentials';
import { createClassesRepository } from '../../classes/classes.repository';
import { recordAudit } from '../../../audit';

/** One checked row: what would be created, or why not. */
type CheckedRow = { preview: ImportPreviewRow; draft: AccountDraft | null };

/**
 * Checks every row of an import file against the same rules as the single form, the school's
 * classes and the user names already taken (in the database and further up in the file).
 */
async function checkRows(db: Database, school: SchoolRow, body: ImportBody): Promise<CheckedRow[]> {
  const parsed = parseAccountCsv(body.csv, { maxRows: ADMINISTRATION_LIMITS.csvMaxRows });
  if (!parsed.ok) throw invalidField('csv', parsed.message);

  const schoolClasses = await createClassesRepository(db).classesOfSchool(school.uuid);
  const classByLabel = new Map(schoolClasses.map((row) => [classLabel(row), row]));

  const checked = parsed.records.map(({ line, values }) => {
    const errors: string[] = [];
    const person = personFieldsSchema.safeParse({
      first_name: values.first_name,
      surname: values.surname,
      email: values.email,
      username: values.username,
    });
    if (!person.success) errors.push(...person.error.issues.map((issue) => issue.message));
    let learningGroup: (typeof schoolClasses)[number] | undefined;
    if (values.class !== '') {
      const parsedClass = parseClassLabel(values.class);
      learningGroup = parsedClass ? classByLabel.get(classLabel(parsedClass)) : undefined;
      if (!learningGroup) errors.push(ADMINISTRATION_MESSAGES.classUnknown(values.class));
    }
    return { line, values, person: person.success ? person.data : null, learningGroup, errors };
  });

  // User names: given ones must be free and appear once; generated ones skip everything taken.
  const givenLines = new Map<string, number>();
  for (const row of checked) {
    const given = row.person?.username;
    if (!given) continue;
    const earlier = givenLines.get(given);
    if (earlier !== undefined) row.errors.push(ADMINISTRATION_MESSAGES.usernameTwice(given, earlier));
    else givenLines.set(given, row.line);
  }
  const bases = checked.map((row) => (row.person ? (row.person.username ?? usernameBase(row.person.first_name, row.person.surname)) : ''));
  const taken = await createAccountsRepository(db).takenUsernames(bases.filter(Boolean));
  for (const row of checked) {
    const given = row.person?.username;
    if (given && taken.has(given)) row.errors.push(ADMINISTRATION_MESSAGES.usernameTaken(given));
  }
  const reserved = new Set([...taken, ...givenLines.keys()]);

  return checked.map((row) => {
    let username: string | null = row.person?.username ?? null;
    if (row.person && !username) {
      username = firstFreeUsername(usernameBase(row.person.first_name, row.person.surname), reserved);
      reserved.add(username);
    }
    const preview: ImportPreviewRow = {
      line: row.line,
      first_name: row.values.first_name,
      surname: row.values.surname,
      email: row.values.email || null,
      class_label: row.learningGroup ? classLabel(row.learningGroup) : row.values.class || null,
      username,
      errors: row.errors,
    };
    const draft: AccountDraft | null =
      row.errors.length === 0 && row.person && username
        ? {
            uuid: randomUUID(),
            username,
            firstName: row.person.first_name,
            surname: row.person.surname,
            email: row.person.email ?? null,
            roles: [body.role],
            clientUuid: school.clientUuid,
            schoolUuid: school.uuid,
            classUuid: row.learningGroup?.uuid ?? null,
            classLabel: row.learningGroup ? classLabel(row.learningGroup) : null,
          }
        : null;
    return { preview, draft };
  });
}

const rowMessage = (row: ImportPreviewRow) => `${ADMINISTRATION_MESSAGES.rowPrefix(row.line)}: ${row.errors.join(' ')}`;

export function createImportsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** What an import would create, row by row, with German errors; changes nothing. */
    async preview(caller: Caller, schoolUuid: string, body: ImportBody): Promise<ImportPreview> {
      const school = await requireSchool(db, caller, schoolUuid);
      const rows = (await checkRows(db, school, body)).map((row) => row.preview);
      const errorCount = rows.filter((row) => row.errors.length > 0).length;
      return { rows, valid_count: rows.length - errorCount, error_count: errorCount };
    },

    /**
     * Imports all rows or none (decision 100): any bad row answers 400 naming every bad row, and
     * the accounts, class memberships and the audit row go into the database in ONE transaction.
     * Passwords are hashed before the transaction opens, so it stays short – one at a time, with
     * the initial passwords' lighter parameters (decision 155), so sign-ins are not held up.
     */
    async run(caller: Caller, schoolUuid: string, body: ImportBody): Promise<ImportResult> {
      const school = await requireSchool(db, caller, schoolUuid);
      const checked = await checkRows(db, school, body);
      const bad = checked.filter((row) => row.draft === null).map((row) => row.preview);
      if (bad.length > 0) {
        throw invalidFields(
          ADMINISTRATION_MESSAGES.importHasErrors(bad.length),
          bad.map((row) => ({ field: `rows.${row.line}`, message: rowMessage(row) })),
        );
      }
      const drafts = checked.flatMap((row) => (row.draft ? [row.draft] : []));
      const created = await withInitialPasswords(drafts);
      try {
        await db.transaction(async (tx) => {
          await createAccountsRepository(tx).insertAccounts(created.map((entry) => entry.account));
          await recordAudit(tx, caller, {
            action: 'account.imported',
            targetType: 'import',
            targetUuid: null,
            clientUuid: school.clientUuid,
            schoolUuid: school.uuid,
            details: { role: body.role, count: created.length, usernames: created.map((entry) => entry.account.username) },
          });
        });
      } catch (error) {
        // Someone took one of the names between the check and the insert: nothing was imported.
        if (isUniqueViolation(error)) throw invalidField('csv', ADMINISTRATION_MESSAGES.usernameTakenMeanwhile);
        throw error;
      }
      return { imported: created.length, credentials: created.map((entry) => entry.credentials) };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
