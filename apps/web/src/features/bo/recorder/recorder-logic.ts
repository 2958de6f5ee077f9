/**
 * Rules of the recorder (spec 2, 3, 4, 8), kept apart from the browser APIs so they can be tested.
 * Spec 3 names the recording "an audio blob in ogg with opus codec"; Chromium and Safari cannot
 * write Ogg, so they record what they can and the recorder says which format it is (decision 072).
 */

export type RecordingFormat = {
  /** The type asked of MediaRecorder; empty means the browser's own choice. */
  requestedMimeType: string;
  /** What the format is called in the interface, e.g. "Ogg (Opus)". */
  label: string;
  extension: string;
  /** False when the browser cannot record Ogg/Opus and another format is used instead. */
  isPreferred: boolean;
  /**
   * True only for MP4/AAC, which every phone, tablet and computer plays. Ogg and WebM do not play
   * on older iPhones and iPads (Safari before iOS 17.4/18.4), an unknown format is not vouched for.
   */
  playsEverywhere: boolean;
};

const FORMATS: readonly RecordingFormat[] = [
  { requestedMimeType: 'audio/ogg;codecs=opus', label: 'Ogg (Opus)', extension: 'ogg', isPreferred: true, playsEverywhere: false },
  { requestedMimeType: 'audio/webm;codecs=opus', label: 'WebM (Opus)', extension: 'webm', isPreferred: false, playsEverywhere: false },
  { requestedMimeType: 'audio/webm', label: 'WebM', extension: 'webm', isPreferred: false, playsEverywhere: false },
  { requestedMimeType: 'audio/mp4', label: 'MP4 (AAC)', extension: 'm4a', isPreferred: false, playsEverywhere: true },
];

/** The first format the browser can record: Ogg/Opus when possible. */
export function pickRecordingFormat(isTypeSupported: (mimeType: string) => boolean): RecordingFormat {
  for (const format of FORMATS) {
    if (isTypeSupported(format.requestedMimeType)) return format;
  }
  return { requestedMimeType: '', label: '', extension: 'audio', isPreferred: false, playsEverywhere: false };
}

/**
 * The format of what was actually recorded, from the recorder's `mimeType` – the truth, even when
 * the browser chose differently from what was asked.
 */
export function describeRecordedType(mimeType: string, fallback: RecordingFormat): RecordingFormat {
  const type = mimeType.toLowerCase();
  if (type.startsWith('audio/ogg')) return FORMATS[0] as RecordingFormat;
  if (type.startsWith('audio/webm') || type.startsWith('video/webm')) {
    return type.includes('opus') ? (FORMATS[1] as RecordingFormat) : (FORMATS[2] as RecordingFormat);
  }
  if (type.startsWith('audio/mp4') || type.startsWith('video/mp4')) return FORMATS[3] as RecordingFormat;
  return fallback.label ? fallback : { ...fallback, label: mimeType || 'Audio' };
}

/** The timer of spec 2: minutes and seconds, `mm:ss` (an hour and more keeps counting minutes). */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Whether the recorder says anything about the format (issue 14): not before recording – the
 * browser's format is no concern of a student who has not recorded yet – and after recording only
 * when the recording may not play on other devices (Ogg, WebM or an unknown type; MP4/AAC plays
 * everywhere). Which container the spec prefers is no matter for the student (decision 072).
 */
export function showsPlaybackNote(recorded: RecordingFormat | null): boolean {
  return recorded !== null && !recorded.playsEverywhere;
}

/** The length of a recording beside its playback, `m:ss` like a media player: `0:12`, `1:05`, `62:05`. */
export function formatLength(milliseconds: number): string {
  const { minutes, seconds } = lengthParts(milliseconds);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole minutes and seconds of a recording (rounded down, as the timer counts), for the spoken label. */
export function lengthParts(milliseconds: number): { minutes: number; seconds: number } {
  const totalSeconds = Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

/** A file name that says what it is and when it was made, e.g. `Sprachaufnahme 2026-11-22 08-15.ogg`. */
export function recordingFileName(date: Date, extension: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `Sprachaufnahme ${day} ${pad(date.getHours())}-${pad(date.getMinutes())}.${extension}`;
}

export type RecorderSupport = 'supported' | 'unsupported';

/** Whether this browser can record at all (spec 8: the not-supported text otherwise). */
export function recorderSupportOf(environment: { hasMediaDevices: boolean; hasMediaRecorder: boolean }): RecorderSupport {
  return environment.hasMediaDevices && environment.hasMediaRecorder ? 'supported' : 'unsupported';
}

/** iPhones and iPads get the hint to record with a voice-memo app and attach the file (spec 8). */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  // iPadOS presents itself as a Mac; a Mac with a touch screen is an iPad.
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export type MicrophoneProblem = 'blocked' | 'unsupported';

/** Why getUserMedia failed: a refused permission is "blocked", everything else "not supported". */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as { name?: string }).name : undefined;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'blocked' : 'unsupported';
}
