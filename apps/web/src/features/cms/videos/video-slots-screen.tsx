import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SLOTS, type VideoSlotKey, type VideoSlotList } from '@berufswahl/contracts/cms/videos';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { Button } from '../../../components/ui/button';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import videoTexts from '../../../locales/de-videos.json';
import simpleVideoTexts from '../../../locales/de-videos.leicht.json';
import { useRemoveVideo, useVideoSlots } from './api/videos-api';
import { formatVideoSize } from './video-size';
import { VideoUploadForm } from './video-upload-form';
import './videos.css';

addTexts(videoTexts, simpleVideoTexts);

type SlotEntry = VideoSlotList['slots'][number];
const PLACES = ['dashboard', 'sign-language'] as const;

/**
 * The technical administration's video slots (decision 180): every slot of the dashboards and of
 * the sign-language page with its video, an upload form to add or replace one (video, WebVTT
 * captions, poster – all required) and removing with a confirmation. Every outcome is shown and
 * announced.
 */
export function VideoSlotsScreen() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const slots = useVideoSlots();
  const remove = useRemoveVideo();
  const [editing, setEditing] = useState<VideoSlotKey | null>(null);
  const [removing, setRemoving] = useState<SlotEntry | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const headingRefs = useRef(new Map<VideoSlotKey, HTMLHeadingElement>());
  const slotName = (slot: VideoSlotKey) => t(`videos.slots.${slot}`);

  const report = (kind: 'done' | 'failed', text: string, slot?: VideoSlotKey) => {
    setOutcome({ kind, text });
    announce(text);
    // Back to the slot the action was about, so keyboard users continue where they were.
    if (slot) requestAnimationFrame(() => headingRefs.current.get(slot)?.focus());
  };

  const confirmRemove = () => {
    if (!removing?.video) return;
    const { slot } = removing;
    const title = removing.video.title;
    remove.mutate(slot, {
      onSuccess: () => {
        setRemoving(null);
        report('done', t('videos.admin.removed', { slot: slotName(slot), title }), slot);
      },
      onError: () => {
        setRemoving(null);
        report('failed', t('videos.admin.removeFailed'), slot);
      },
    });
  };

  return (
    <div className="page video-slots">
      <PageHeading pageName={t('videos.admin.pageTitle')}>{t('videos.admin.pageTitle')}</PageHeading>
      <p className="lead">{t('videos.admin.intro')}</p>
      <ExplanationBox target="verwaltung-videos" />
      {outcome && (
        <p className={outcome.kind === 'done' ? 'notice' : 'form-error'} role={outcome.kind === 'done' ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      {slots.isPending && <p role="status">{t('videos.admin.loading')}</p>}
      {slots.isError && (
        <p className="form-error" role="alert">
          {t('videos.admin.loadError')}
        </p>
      )}
      {slots.data &&
        PLACES.map((place) => (
          <section key={place} aria-labelledby={`video-place-${place}`}>
            <h2 id={`video-place-${place}`}>{t(`videos.admin.places.${place}`)}</h2>
            <ul className="video-slots__list">
              {slots.data.slots
                .filter((entry) => VIDEO_SLOTS.find((slot) => slot.key === entry.slot)?.place === place)
                .map((entry) => (
                  <SlotCard
                    key={entry.slot}
                    entry={entry}
                    isEditing={editing === entry.slot}
                    headingRef={(element) => {
                      if (element) headingRefs.current.set(entry.slot, element);
                      else headingRefs.current.delete(entry.slot);
                    }}
                    onEdit={() => {
                      setOutcome(null);
                      setEditing(entry.slot);
                    }}
                    onCancel={() => {
                      setEditing(null);
                      requestAnimationFrame(() => headingRefs.current.get(entry.slot)?.focus());
                    }}
                    onSaved={() => {
                      setEditing(null);
                      report('done', t('videos.admin.saved', { slot: slotName(entry.slot) }), entry.slot);
                    }}
                    onRemove={() => {
                      setOutcome(null);
                      setRemoving(entry);
                    }}
                  />
                ))}
            </ul>
          </section>
        ))}
      {removing?.video && (
        <ModalDialog title={t('videos.admin.confirmTitle')} closeLabel={t('videos.admin.close')} onClose={() => setRemoving(null)} role="alertdialog">
          <p>{t('videos.admin.confirmText', { title: removing.video.title, slot: slotName(removing.slot) })}</p>
          <div className="actions">
            <Button className="button" onPress={confirmRemove} isPending={remove.isPending}>
              {t('videos.admin.confirm')}
            </Button>
            <Button className="button button--secondary" onPress={() => setRemoving(null)}>
              {t('videos.admin.cancel')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

function SlotCard({
  entry,
  isEditing,
  headingRef,
  onEdit,
  onCancel,
  onSaved,
  onRemove,
}: {
  entry: SlotEntry;
  isEditing: boolean;
  headingRef: (element: HTMLHeadingElement | null) => void;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { video } = entry;
  const name = t(`videos.slots.${entry.slot}`);
  return (
    <li className="card video-slot" data-testid={`video-slot-${entry.slot}`}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {name}
      </h3>
      {video ? (
        <div className="video-slot__current">
          <img className="video-slot__poster" src={video.poster_url} alt="" width={160} height={90} />
          <div>
            <p className="video-slot__title">{video.title}</p>
            <p>{t('videos.admin.current', { name: video.video_name, size: formatVideoSize(video.video_size) })}</p>
            <p className="hint">{t('videos.admin.updated', { date: formatDate(video.updated_date) })}</p>
          </div>
        </div>
      ) : (
        <p className="hint">{t('videos.admin.empty')}</p>
      )}
      {!isEditing && (
        <div className="actions">
          <Button className="button" onPress={onEdit} aria-describedby={headingId}>
            {video ? t('videos.admin.replace') : t('videos.admin.upload')}
          </Button>
          {video && (
            <Button className="button button--secondary" onPress={onRemove} aria-describedby={headingId}>
              {t('videos.admin.remove')}
            </Button>
          )}
        </div>
      )}
      {isEditing && <VideoUploadForm slot={entry.slot} slotName={name} current={video} onCancel={onCancel} onSaved={onSaved} />}
    </li>
  );
}
