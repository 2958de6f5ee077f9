import './register-texts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_LIMITS, type Credentials, type ImportPreview, type ManagedAccountRole } from '@berufswahl/contracts/identity/administration';
import { CSV_TEMPLATE } from '@berufswahl/contracts/identity/administration-csv';
import { ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { FileInput } from '../../../components/ui/file-input';
import { FormSelectField } from '../../../components/ui/form-select-field';
import type { FileProblem } from '../../../components/ui/file-input-logic';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { SchoolAdminNav } from './admin-nav';
import { usePreviewImport, useRunImport } from './api/imports';
import { CredentialsSheet } from './credentials-sheet';
import { downloadText } from './credentials-csv';
import { failureOf } from './admin-form';
import { readCsvFile } from './read-csv-file';
import { useAdminScope } from './use-admin-scope';
import { AdminTable } from './admin-table';

/**
 * School coordinators: students or teachers from a CSV file (decision 100). The file is checked
 * row by row first; the import runs only for a file without errors, and then for all rows or none.
 */
export function ImportScreen() {
  const { t } = useTranslation();
  const { schoolUuid } = useAdminScope();
  const preview = usePreviewImport(schoolUuid ?? '');
  const runImport = useRunImport(schoolUuid ?? '');
  const [role, setRole] = useState<ManagedAccountRole>('SCHUELER');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Credentials[] | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const check = (text: string, chosenRole: ManagedAccountRole) => {
    setFailure(null);
    preview.mutate(
      { role: chosenRole, csv: text },
      {
        onSuccess: (checked) => {
          setResult(checked);
          requestAnimationFrame(() => resultHeading.current?.focus());
        },
        onError: (error) => {
          setResult(null);
          setFileError(failureOf(error, t('administration.saveError')).message);
        },
      },
    );
  };

  const choose = async (chosen: File[], found: FileProblem[]) => {
    setFiles(chosen);
    setProblems(found);
    setResult(null);
    setCsv(null);
    setFileError(null);
    const [file] = chosen;
    if (!file) return;
    if (file.size > ADMINISTRATION_LIMITS.csvMaxChars) return setFileError(t('administration.import.tooBig'));
    const text = await readCsvFile(file);
    if (text === null) return setFileError(t('administration.import.notUtf8'));
    setCsv(text);
    check(text, role);
  };

  const changeRole = (value: string) => {
    const chosenRole = value === 'LEHRER' ? 'LEHRER' : 'SCHUELER';
    setRole(chosenRole);
    if (csv) check(csv, chosenRole);
  };

  const start = () => {
    if (!csv) return;
    setFailure(null);
    runImport.mutate(
      { role, csv },
      {
        onSuccess: (imported) => {
          setCredentials(imported.credentials);
          setFiles([]);
          setCsv(null);
          setResult(null);
        },
        onError: (error) => {
          const { message, fields } = failureOf(error, t('administration.saveError'));
          setFailure([message, ...Object.values(fields)].join(' '));
        },
      },
    );
  };

  if (credentials) {
    return (
      <div className="page admin-page">
        <PageHeading pageName={t('administration.import.pageName')}>{t('administration.import.title')}</PageHeading>
        <SchoolAdminNav />
        <p className="notice" role="status">
          {t('administration.import.done', { count: credentials.length })}
        </p>
        <CredentialsSheet credentials={credentials} onDone={() => setCredentials(null)} />
      </div>
    );
  }

  return (
    <div className="page admin-page">
      <PageHeading pageName={t('administration.import.pageName')}>{t('administration.import.title')}</PageHeading>
      <SchoolAdminNav />
      <p className="lead">{t('administration.import.lead')}</p>
      <ExplanationBox target="verwaltung-import" />
      <details className="admin-help">
        <summary>{t('administration.import.formatTitle')}</summary>
        <p>{t('administration.import.formatText')}</p>
        <pre className="admin-help__example">{CSV_TEMPLATE}</pre>
        <button type="button" className="button button--secondary" onClick={() => downloadText(t('administration.import.templateName'), `\uFEFF${CSV_TEMPLATE}`, 'text/csv;charset=utf-8')}>
          {t('administration.import.template')}
        </button>
      </details>
      <div className="admin-form">
        <FormSelectField
          label={t('administration.import.role')}
          name="role"
          value={role}
          onChange={changeRole}
          options={[
            { value: 'SCHUELER', label: t('administration.import.students') },
            { value: 'LEHRER', label: t('administration.import.teachers') },
          ]}
        />
        <FileInput
          files={files}
          onChange={(chosen, found) => void choose(chosen, found)}
          problems={problems}
          accept={['.csv', 'text/csv', 'text/plain']}
          max={1}
          labels={{
            label: t('administration.import.file'),
            dropHint: t('administration.import.dropHint'),
            choose: t('administration.import.choose'),
            remove: (name) => t('administration.import.remove', { name }),
            problems: {
              type: t('administration.import.wrongType'),
              tooMany: t('administration.import.onlyOne'),
              tooFew: t('administration.import.noFile'),
            },
          }}
        />
        {fileError && (
          <p className="form-error" role="alert">
            {fileError}
          </p>
        )}
        {preview.isPending && <p role="status">{t('administration.import.checking')}</p>}
      </div>

      {result && (
        <section className="admin-section" aria-labelledby="preview-heading">
          <h2 id="preview-heading" ref={resultHeading} tabIndex={-1}>
            {t('administration.import.previewTitle')}
          </h2>
          <p role="status" className={result.error_count > 0 ? 'form-error' : 'notice'}>
            {result.error_count > 0
              ? t('administration.import.summaryErrors', { count: result.error_count, valid: result.valid_count })
              : t('administration.import.summaryOk', { count: result.valid_count, role: role === 'LEHRER' ? ROLE_LABELS.LEHRER : ROLE_LABELS.SCHUELER })}
          </p>
          <AdminTable
            labelledBy="preview-heading"
            isCaptionHidden
            caption={t('administration.import.previewCaption')}
            columns={[
              t('administration.import.columns.line'),
              t('administration.import.columns.name'),
              t('administration.import.columns.class'),
              t('administration.import.columns.username'),
              t('administration.import.columns.check'),
            ]}
          >
            {result.rows.map((row) => (
              <tr key={row.line} className={row.errors.length > 0 ? 'admin-table__row--error' : undefined}>
                <th scope="row">{row.line}</th>
                <td>
                  {row.surname || '–'}, {row.first_name || '–'}
                </td>
                <td>{row.class_label ?? '–'}</td>
                <td>{row.username ? <code>{row.username}</code> : '–'}</td>
                <td>
                  {row.errors.length === 0 ? (
                    t('administration.import.rowOk')
                  ) : (
                    <ul className="admin-errors">
                      {row.errors.map((error) => (
                        <li key={error}>
                          <span className="visually-hidden">{t('administration.import.errorPrefix')} </span>
                          {error}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          {result.error_count > 0 ? (
            <p>{t('administration.import.fixHint')}</p>
          ) : (
            <div className="admin-actions">
              <button type="button" className="button" onClick={start} disabled={runImport.isPending}>
                {runImport.isPending ? t('administration.import.running') : t('administration.import.start', { count: result.valid_count })}
              </button>
            </div>
          )}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
