import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import type { TaskDetail } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import type { Draft, DraftKind } from '../../../lib/offline/drafts-store';
import { discardDraft, keepMine, useDrafts } from './offline-drafts';
import './offline-drafts.css';

/** The other device's answer of a conflict as text (reflections carry text; other kinds their state). */
function textOfCurrent(current: unknown): { text: string | null; lastModified: string | null } {
  const answer = (current as Partial<TaskDetail> | undefined)?.answer;
  return { text: answer?.text ?? null, lastModified: answer?.last_modified ?? null };
}

/**
 * Drafts of one kind waiting on this device, shown where their item will appear (decision 240):
 * „Wartet auf Verbindung“, the server's message when it refused one, both versions of an answer
 * changed elsewhere, and a way to discard each.
 */
export function PendingDrafts({ kind, subject = null }: { kind: DraftKind; subject?: string | null }) {
  const { t } = useTranslation();
  const drafts = useDrafts(kind, subject);
  const { outcome, done, clear } = useActionOutcome();
  if (drafts.length === 0) return <ActionOutcomeLine outcome={outcome} />;
  return (
    <section className="pending-drafts" aria-label={t('offlineDrafts.listLabel')}>
      <ul className="pending-drafts__list">
        {drafts.map((draft) => (
          <PendingDraft
            key={draft.key}
            draft={draft}
            onDone={(text) => {
              clear();
              done(text);
            }}
          />
        ))}
      </ul>
      <ActionOutcomeLine outcome={outcome} />
    </section>
  );
}

function PendingDraft({ draft, onDone }: { draft: Draft; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kindName = t(`offlineDrafts.kinds.${draft.kind}`);
  const file = draft.body.type === 'multipart' ? draft.body.file : null;
  const discard = async () => {
    await discardDraft(draft.key);
    onDone(t('offlineDrafts.discarded'));
  };
  const { state } = draft;
  return (
    <li className={`pending-draft pending-draft--${state.kind}`} data-testid="pending-draft">
      <p className="pending-draft__state">
        <span className="pending-draft__badge">
          {state.kind === 'waiting' ? t('offlineDrafts.waiting') : state.kind === 'refused' ? t('offlineDrafts.refused') : t('offlineDrafts.conflict')}
        </span>{' '}
        <span className="pending-draft__kind">{kindName}</span>
      </p>
      {state.kind === 'conflict' ? (
        <Conflict draft={draft} current={state.current} message={state.message} onDone={onDone} />
      ) : (
        <>
          {draft.preview && <p className="pending-draft__preview">{draft.preview}</p>}
          {file && <p className="pending-draft__file">{t('offlineDrafts.attachment', { name: file.name })}</p>}
          {state.kind === 'waiting' && <p className="field__hint">{t('offlineDrafts.waitingHint')}</p>}
          {state.kind === 'refused' && (
            <p className="pending-draft__error" role="alert">
              {state.message}
            </p>
          )}
          <Button
            className="button button--secondary"
            aria-label={t('offlineDrafts.discardLabel', { kind: kindName, preview: draft.preview.slice(0, 60) })}
            onPress={() => {
              void discard().then(() => queryClient.invalidateQueries());
            }}
          >
            {t('offlineDrafts.discard')}
          </Button>
        </>
      )}
    </li>
  );
}

function Conflict({ draft, current, message, onDone }: { draft: Draft; current: unknown; message: string; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const theirs = textOfCurrent(current);
  return (
    <div className="pending-draft__conflict">
      <p>{message}</p>
      <div className="pending-draft__versions">
        <div>
          <h3 className="pending-draft__version-title">{t('offlineDrafts.mine')}</h3>
          <p className="pending-draft__preview">{draft.preview || t('offlineDrafts.emptyAnswer')}</p>
        </div>
        <div>
          <h3 className="pending-draft__version-title">{t('offlineDrafts.theirs')}</h3>
          <p className="pending-draft__preview">{theirs.text ?? t('offlineDrafts.emptyAnswer')}</p>
        </div>
      </div>
      <div className="pending-draft__actions">
        <Button
          className="button"
          onPress={() => {
            void keepMine(draft, theirs.lastModified).then(() => {
              onDone(t('offlineDrafts.keptMine'));
              return queryClient.invalidateQueries();
            });
          }}
        >
          {t('offlineDrafts.keepMine')}
        </Button>
        <Button
          className="button button--secondary"
          onPress={() => {
            void discardDraft(draft.key).then(() => {
              onDone(t('offlineDrafts.tookTheirs'));
              return queryClient.invalidateQueries();
            });
          }}
        >
          {t('offlineDrafts.takeTheirs')}
        </Button>
      </div>
    </div>
  );
}
