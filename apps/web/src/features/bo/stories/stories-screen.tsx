import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORY_MESSAGES, STORY_SEARCH_MAX, type Story } from '@berufswahl/contracts/bo/stories';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { Pagination } from '../../../components/ui/pagination';
import { formatStoreError } from '../../../lib/api-client';
import { openStorageFullDialog, openStoryForm } from '../../../lib/app-events';
import { formatDate } from '../../../lib/format';
import { importWithTimeout } from '../../../lib/import-with-timeout';
import { addTexts } from '../../../lib/i18n';
import storiesTexts from '../../../locales/de-stories.json';
import simpleStoriesTexts from '../../../locales/de-stories.leicht.json';
import { useStories, type StoriesFilter } from './api/get-stories';
import { useDeleteStoryForever, useRestoreStory, useTrashStory } from './api/trash-story';
import { PendingDrafts } from '../offline-drafts/pending-drafts';
import { AttachmentPreview } from './attachment-preview';
import { ShareStoryButton } from '../share-links/share-story-button';
import { PinStoryButton } from './pin-story-button';
import type * as StoryFormModule from './story-form-dialog';
import { formatFileSize, splitHashtags } from './story-form-logic';
import './stories.css';

addTexts(storiesTexts, simpleStoriesTexts);

/**
 * The edit form and its upload code (react-aria's file and drop components, the attachment rules)
 * load when a story is first edited, not with the list: a third of the screen's script that the
 * list itself does not need (decision 258). A failed load is forgotten, so the next press tries again.
 */
let storyFormModule: Promise<typeof StoryFormModule> | undefined;
function loadStoryForm() {
  storyFormModule ??= importWithTimeout(() => import('./story-form-dialog')).catch((error: unknown) => {
    storyFormModule = undefined;
    throw error;
  });
  return storyFormModule;
}
const StoryFormDialog = lazy(() => loadStoryForm().then((module) => ({ default: module.StoryFormDialog })));

type View = StoriesFilter['view'];

function useStoriesFilter() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'trash' ? 'trash' : 'active';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const update = (next: Partial<StoriesFilter>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        const values = { q, view, page, ...next };
        if (values.q) merged.set('q', values.q);
        else merged.delete('q');
        if (values.view === 'trash') merged.set('view', 'trash');
        else merged.delete('view');
        if (values.page > 1) merged.set('page', String(values.page));
        else merged.delete('page');
        return merged;
      },
      { preventScrollReset: true },
    );
  return { filter: { q, view, page }, update };
}

/**
 * The /stories screen: the student's stories, newest first, with a search by #hashtag and word,
 * editing, deleting to the trash, and the trash with restore and delete forever. Hashtags in a
 * story are buttons that search for them.
 */
export function StoriesScreen() {
  const { t } = useTranslation();
  const { filter, update } = useStoriesFilter();
  const stories = useStories(filter);
  const [draftQuery, setDraftQuery] = useState(filter.q);
  const [editing, setEditing] = useState<Story | null>(null);
  const [editorLoadingFor, setEditorLoadingFor] = useState<string | null>(null);
  const [confirmForever, setConfirmForever] = useState<Story | null>(null);
  // Trash, restore and delete move a story out of sight: the line says what happened (decision 205).
  const { outcome, done, failed, clear } = useActionOutcome();
  const trash = useTrashStory();
  const restore = useRestoreStory();
  const deleteForever = useDeleteStoryForever();
  const resultId = useId();

  const search = (query: string) => {
    setDraftQuery(query);
    update({ q: query.trim(), page: 1 });
  };

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(draftQuery);
  };

  // The form is shown once its code is there; until then the pressed button says it is busy.
  const edit = async (story: Story) => {
    clear();
    setEditorLoadingFor(story.uuid);
    try {
      await loadStoryForm();
      setEditing(story);
    } catch {
      failed(t('stories.list.editorLoadError'));
    } finally {
      setEditorLoadingFor(null);
    }
  };

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    clear();
    try {
      await action();
      done(success);
    } catch {
      failed(failure);
    }
  };

  const data = stories.data;
  const emptyText = filter.view === 'trash' ? t('stories.list.emptyTrash') : filter.q ? t('stories.list.emptySearch') : t('stories.list.empty');

  return (
    <div className="page stories">
      <PageHeading pageName={t('stories.pageName')}>{t('stories.title')}</PageHeading>
      <p className="lead">{t('stories.lead')}</p>
      <ExplanationBox target="stories" />

      <div className="stories__toolbar">
        <form className="stories__search" role="search" onSubmit={onSearchSubmit}>
          <SearchField value={draftQuery} onChange={setDraftQuery} onClear={() => search('')} onSubmit={search} className="field">
            <Label className="field__label">{t('stories.list.searchLabel')}</Label>
            <Text slot="description" className="field__hint">
              {t('stories.list.searchHint')}
            </Text>
            <div className="stories__search-row">
              <Input className="field__input" maxLength={STORY_SEARCH_MAX} />
              <Button className="button" type="submit">
                {t('stories.list.searchButton')}
              </Button>
            </div>
          </SearchField>
        </form>
        <Button className="button" onPress={openStoryForm}>
          {t('stories.newStory')}
        </Button>
      </div>

      <div className="stories__views" role="group" aria-label={t('stories.list.viewsLabel')}>
        {(['active', 'trash'] as const).map((view) => (
          <Button
            key={view}
            className="button button--secondary stories__view"
            aria-pressed={filter.view === view}
            onPress={() => update({ view, page: 1 })}
          >
            {view === 'active' ? t('stories.list.active') : t('stories.list.trash')}
          </Button>
        ))}
      </div>

      {filter.view === 'trash' && <p className="hint">{t('stories.list.trashHint')}</p>}

      <ActionOutcomeLine outcome={outcome} />

      {/* New stories written offline wait here until they are sent (decision 240). */}
      {filter.view === 'active' && <PendingDrafts kind="story" />}

      {stories.isPending && <p role="status">{t('stories.list.loading')}</p>}
      {stories.isError && (
        <p className="form-error" role="alert">
          {t('stories.list.loadError', { error: formatStoreError(stories.error) })}
        </p>
      )}
      {data && (
        <>
          <p id={resultId} role="status">
            {filter.q
              ? t('stories.list.searchResult', { count: data.total, query: filter.q })
              : t('stories.list.count', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p>{emptyText}</p>
          ) : (
            <ul className="stories__list" aria-describedby={resultId}>
              {data.items.map((story) => (
                <li key={story.uuid}>
                  <StoryCard
                    story={story}
                    onHashtag={(tag) => search(`#${tag}`)}
                    onEdit={() => void edit(story)}
                    isEditorLoading={editorLoadingFor === story.uuid}
                    onTrash={() => void run(() => trash.mutateAsync(story.uuid), t('stories.list.moved'), STORY_MESSAGES.deleteFailed)}
                    onRestore={() => void run(() => restore.mutateAsync(story.uuid), t('stories.list.restored'), t('stories.list.restoreFailed'))}
                    onDeleteForever={() => setConfirmForever(story)}
                    onPinError={failed}
                  />
                </li>
              ))}
            </ul>
          )}
          {data.last_page > 1 && (
            <Pagination
              page={data.page}
              lastPage={data.last_page}
              onPageChange={(page) => update({ page })}
              labels={{
                navigation: t('stories.pagination.navigation'),
                first: t('stories.pagination.first'),
                previous: t('stories.pagination.previous'),
                next: t('stories.pagination.next'),
                last: t('stories.pagination.last'),
                page: t('stories.pagination.page'),
                ofPages: (count) => t('stories.pagination.ofPages', { count }),
              }}
            />
          )}
        </>
      )}

      {editing && (
        <Suspense fallback={null}>
          <StoryFormDialog
            story={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              done(t('stories.list.saved'));
            }}
            onStorageFull={() => {
              setEditing(null);
              openStorageFullDialog();
            }}
          />
        </Suspense>
      )}
      {confirmForever && (
        <ModalDialog title={t('stories.confirmForever.title')} onClose={() => setConfirmForever(null)} role="alertdialog" className="modal--small">
          <p>{t('stories.confirmForever.text')}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirmForever(null)}>
              {t('stories.cancel')}
            </Button>
            <Button
              className="button"
              onPress={() => {
                const story = confirmForever;
                setConfirmForever(null);
                void run(() => deleteForever.mutateAsync(story.uuid), t('stories.list.deletedForever'), STORY_MESSAGES.deleteFailed);
              }}
            >
              {t('stories.confirmForever.confirm')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

interface StoryCardProps {
  story: Story;
  onHashtag: (tag: string) => void;
  onEdit: () => void;
  /** The edit form's code is on its way (the button is busy). */
  isEditorLoading: boolean;
  onTrash: () => void;
  onRestore: () => void;
  onDeleteForever: () => void;
  onPinError: (message: string) => void;
}

function StoryCard({ story, onHashtag, onEdit, isEditorLoading, onTrash, onRestore, onDeleteForever, onPinError }: StoryCardProps) {
  const { t } = useTranslation();
  const created = formatDate(story.created_date);
  const isTrashed = story.deleted_date !== null;
  const headingId = useId();
  return (
    <article className="story-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('stories.list.storyLabel', { date: created })}
      </h2>
      <p className="story-card__text">
        {splitHashtags(story.description).map((part, index) =>
          part.hashtag ? (
            <Button
              key={index}
              className="story-card__hashtag"
              aria-label={t('stories.list.hashtagSearch', { tag: part.hashtag })}
              onPress={() => onHashtag(part.hashtag ?? '')}
            >
              {part.text}
            </Button>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {story.attachment && (
        <div className="story-card__attachment">
          <AttachmentPreview
            source={{
              kind: 'stored',
              url: story.attachment.signed_url,
              name: story.attachment.filename,
              type: story.attachment.content_type,
              size: story.attachment.size,
            }}
          />
          {story.attachment.signed_url && (
            <p>
              <a href={story.attachment.signed_url} target="_blank" rel="noreferrer">
                {t('stories.list.download', { name: story.attachment.filename, size: formatFileSize(story.attachment.size) })}
              </a>
            </p>
          )}
        </div>
      )}
      <p className="story-card__meta">
        {isTrashed
          ? t('stories.list.deleted', { date: formatDate(story.deleted_date ?? '') })
          : t('stories.list.created', { date: created })}
        {!isTrashed && story.last_modified !== story.created_date && `, ${t('stories.list.modified', { date: formatDate(story.last_modified) })}`}
      </p>
      <div className="story-card__actions" role="group" aria-label={t('stories.list.actionsFor', { date: created })}>
        {isTrashed ? (
          <>
            <Button className="button" onPress={onRestore}>
              {t('stories.list.restore')}
            </Button>
            <Button className="button button--secondary" onPress={onDeleteForever}>
              {t('stories.list.deleteForever')}
            </Button>
          </>
        ) : (
          <>
            <Button className="button button--secondary" onPress={onEdit} isPending={isEditorLoading}>
              {t('stories.list.edit')}
            </Button>
            <Button className="button button--secondary" onPress={onTrash}>
              {t('stories.list.delete')}
            </Button>
            <PinStoryButton storyUuid={story.uuid} onError={onPinError} />
            <ShareStoryButton storyUuid={story.uuid} />
          </>
        )}
      </div>
    </article>
  );
}
