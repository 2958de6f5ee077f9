import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  describeRecordedType,
  formatDuration,
  formatLength,
  isIosDevice,
  lengthParts,
  microphoneProblemOf,
  pickRecordingFormat,
  recorderSupportOf,
  recordingFileName,
  showsPlaybackNote,
  type MicrophoneProblem,
  type RecordingFormat,
} from './recorder-logic';
import './recorder.css';

/** What the recorder hands back on save: the recording as a file, and the format it really has. */
export type SavedRecording = { file: File; format: RecordingFormat };

interface RecorderDialogProps {
  onSave: (recording: SavedRecording) => void;
  onCancel: () => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'recording'; startedAt: number }
  | { kind: 'stopped'; blob: Blob; url: string; durationMs: number; format: RecordingFormat };

function browserSupport() {
  return recorderSupportOf({
    hasMediaDevices: typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia),
    hasMediaRecorder: typeof MediaRecorder !== 'undefined',
  });
}

/**
 * Chromium's MediaRecorder writes WebM without a duration, so the player reports `Infinity` and
 * shows no length. Seeking far past the end makes the browser read the file through and learn
 * the real duration (`durationchange`); then the player goes back to the start.
 */
function revealDuration(event: SyntheticEvent<HTMLAudioElement>) {
  const audio = event.currentTarget;
  if (Number.isFinite(audio.duration)) return;
  const onDurationChange = () => {
    if (!Number.isFinite(audio.duration)) return;
    audio.removeEventListener('durationchange', onDurationChange);
    audio.currentTime = 0;
  };
  audio.addEventListener('durationchange', onDurationChange);
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}

/**
 * The recording's length, measured while recording: Chromium's WebM reports no duration
 * (`Infinity`) until it is played through, so its player shows none. Seen as `Länge: 0:12`,
 * read as "Länge: 12 Sekunden".
 */
function RecordingLength({ milliseconds }: { milliseconds: number }) {
  const { t } = useTranslation();
  const { minutes, seconds } = lengthParts(milliseconds);
  const spokenSeconds = t('recorder.lengthSeconds', { count: seconds });
  const spoken = minutes > 0 ? t('recorder.lengthMinutes', { count: minutes, seconds: spokenSeconds }) : spokenSeconds;
  return (
    <p className="recorder__length" data-testid="recorder-length">
      <span aria-hidden="true">{t('recorder.length', { length: formatLength(milliseconds) })}</span>
      <span className="visually-hidden">{t('recorder.length', { length: spoken })}</span>
    </p>
  );
}

/**
 * The recorder (spec 2, 4): idle → recording (the mm:ss timer ticks) → stopped with playback →
 * saved (hands the recording to the story form and closes). Records Ogg/Opus where the browser
 * can, otherwise what it can; after recording it tells the student only when other devices may not
 * play the recording (issue 14). A blocked microphone, a browser
 * without recording and iPhones get the texts of spec 8.
 */
export function RecorderDialog({ onSave, onCancel }: RecorderDialogProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const [problem, setProblem] = useState<MicrophoneProblem | null>(() => (browserSupport() === 'supported' ? null : 'unsupported'));
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const [format] = useState<RecordingFormat>(() =>
    typeof MediaRecorder === 'undefined' ? pickRecordingFormat(() => false) : pickRecordingFormat((type) => MediaRecorder.isTypeSupported(type)),
  );
  const isIos = typeof navigator !== 'undefined' && isIosDevice(navigator.userAgent, navigator.maxTouchPoints);

  const stopStream = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };

  const forgetPlayback = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  // Leaving the dialog in any state releases the microphone and the playback's memory.
  useEffect(
    () => () => {
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      stopStream();
      forgetPlayback();
    },
    [],
  );

  useEffect(() => {
    if (phase.kind !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [phase.kind]);

  const start = async () => {
    setProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(microphoneProblemOf(error));
      return;
    }
    forgetPlayback();
    streamRef.current = stream;
    const recorder = format.requestedMimeType ? new MediaRecorder(stream, { mimeType: format.requestedMimeType }) : new MediaRecorder(stream);
    recorderRef.current = recorder;
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      stopStream();
      const type = recorder.mimeType || format.requestedMimeType;
      const blob = new Blob(chunks, type ? { type } : undefined);
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setPhase({ kind: 'stopped', blob, url, durationMs: Date.now() - startedAt, format: describeRecordedType(blob.type, format) });
    });
    recorder.start(1000);
    setNow(startedAt);
    setPhase({ kind: 'recording', startedAt });
  };

  const stop = () => recorderRef.current?.stop();

  const save = () => {
    if (phase.kind !== 'stopped') return;
    const file = new File([phase.blob], recordingFileName(new Date(), phase.format.extension), { type: phase.blob.type });
    onSave({ file, format: phase.format });
  };

  const elapsed = phase.kind === 'recording' ? now - phase.startedAt : phase.kind === 'stopped' ? phase.durationMs : 0;
  const recordedFormat = phase.kind === 'stopped' ? phase.format : null;
  const canRecord = problem !== 'unsupported';

  return (
    <ModalDialog title={t('recorder.title')} closeLabel={t('recorder.closeLabel')} onClose={onCancel} className="recorder-modal">
      <p>{t('recorder.intro')}</p>
      {isIos && <p className="notice">{t('recorder.iosHint')}</p>}
      {problem && (
        <p className="form-error" role="alert">
          {problem === 'blocked' ? t('recorder.blocked') : t('recorder.notSupported')}
        </p>
      )}
      {canRecord && (
        <>
          <div className="recorder__controls">
            {phase.kind === 'recording' ? (
              <Button className="button recorder__button recorder__button--stop" onPress={stop}>
                <span className="recorder__dot" aria-hidden="true" />
                {t('recorder.stop')}
              </Button>
            ) : (
              <Button className="button recorder__button" onPress={() => void start()}>
                {phase.kind === 'stopped' ? t('recorder.again') : t('recorder.start')}
              </Button>
            )}
            <span className="recorder__timer" role="timer" aria-label={t('recorder.timerLabel')}>
              {formatDuration(elapsed)}
            </span>
            {phase.kind === 'recording' && <span className="visually-hidden" role="status">{t('recorder.recording')}</span>}
          </div>
          {phase.kind === 'stopped' && (
            <div className="recorder__playback">
              <audio
                className="recorder__player"
                controls
                src={phase.url}
                aria-label={t('recorder.playbackLabel')}
                onLoadedMetadata={revealDuration}
              />
              <RecordingLength milliseconds={phase.durationMs} />
            </div>
          )}
          {showsPlaybackNote(recordedFormat) && (
            <p className="recorder__format" data-testid="recorder-format">
              {t('recorder.playbackNote')}
            </p>
          )}
        </>
      )}
      <div className="dialog__actions">
        <Button className="button button--secondary" onPress={onCancel}>
          {t('recorder.cancel')}
        </Button>
        <Button className="button" isDisabled={phase.kind !== 'stopped'} onPress={save}>
          {t('recorder.save')}
        </Button>
      </div>
    </ModalDialog>
  );
}
