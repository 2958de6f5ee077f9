import { describe, expect, it } from 'vitest';
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
} from './recorder-logic';

describe('pickRecordingFormat', () => {
  it('records Ogg/Opus when the browser can', () => {
    expect(pickRecordingFormat(() => true)).toMatchObject({ requestedMimeType: 'audio/ogg;codecs=opus', isPreferred: true });
  });

  it('falls back to WebM/Opus (Chromium) and then MP4 (Safari)', () => {
    expect(pickRecordingFormat((type) => type.startsWith('audio/webm'))).toMatchObject({ label: 'WebM (Opus)', isPreferred: false });
    expect(pickRecordingFormat((type) => type === 'audio/mp4')).toMatchObject({ label: 'MP4 (AAC)', extension: 'm4a' });
  });

  it('leaves the choice to the browser when it names no known format', () => {
    expect(pickRecordingFormat(() => false)).toMatchObject({ requestedMimeType: '', isPreferred: false });
  });
});

describe('describeRecordedType', () => {
  it('names what was really recorded', () => {
    const asked = pickRecordingFormat(() => true);
    expect(describeRecordedType('audio/webm;codecs=opus', asked).label).toBe('WebM (Opus)');
    expect(describeRecordedType('audio/ogg; codecs=opus', asked).extension).toBe('ogg');
    expect(describeRecordedType('audio/x-custom', pickRecordingFormat(() => false)).label).toBe('audio/x-custom');
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9_999)).toBe('00:09');
    expect(formatDuration(61_000)).toBe('01:01');
    expect(formatDuration(3_725_000)).toBe('62:05');
  });
});

describe('showsPlaybackNote', () => {
  const recorded = (mimeType: string) => describeRecordedType(mimeType, pickRecordingFormat(() => false));

  it('says nothing before a recording, whatever the browser can record', () => {
    expect(showsPlaybackNote(null)).toBe(false);
  });

  it('says nothing after an MP4/AAC recording, which every device plays', () => {
    expect(showsPlaybackNote(recorded('audio/mp4'))).toBe(false);
    expect(showsPlaybackNote(recorded('video/mp4;codecs=mp4a.40.2'))).toBe(false);
  });

  it('warns after Ogg, WebM (Chromium) or an unknown type, which older iPhones may not play', () => {
    expect(showsPlaybackNote(recorded('audio/ogg;codecs=opus'))).toBe(true);
    expect(showsPlaybackNote(recorded('audio/webm;codecs=opus'))).toBe(true);
    expect(showsPlaybackNote(recorded('audio/x-custom'))).toBe(true);
    expect(showsPlaybackNote(recorded(''))).toBe(true);
  });
});

describe('formatLength and lengthParts', () => {
  it('shows the length like a media player, m:ss', () => {
    expect(formatLength(0)).toBe('0:00');
    expect(formatLength(12_400)).toBe('0:12');
    expect(formatLength(65_000)).toBe('1:05');
    expect(formatLength(3_725_000)).toBe('62:05');
  });

  it('counts whole seconds, never negative or infinite', () => {
    expect(lengthParts(12_999)).toEqual({ minutes: 0, seconds: 12 });
    expect(lengthParts(125_000)).toEqual({ minutes: 2, seconds: 5 });
    expect(lengthParts(-5)).toEqual({ minutes: 0, seconds: 0 });
    expect(lengthParts(Infinity)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('recordingFileName', () => {
  it('names the recording by its date and format', () => {
    expect(recordingFileName(new Date(2026, 10, 22, 8, 5), 'ogg')).toBe('Sprachaufnahme 2026-11-22 08-05.ogg');
  });
});

describe('support and hints', () => {
  it('needs media devices and MediaRecorder', () => {
    expect(recorderSupportOf({ hasMediaDevices: true, hasMediaRecorder: true })).toBe('supported');
    expect(recorderSupportOf({ hasMediaDevices: true, hasMediaRecorder: false })).toBe('unsupported');
  });

  it('recognises iPhones and iPads (also iPadOS posing as a Mac)', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });

  it('tells a blocked microphone from a missing one', () => {
    expect(microphoneProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe('blocked');
    expect(microphoneProblemOf(new DOMException('none', 'NotFoundError'))).toBe('unsupported');
    expect(microphoneProblemOf('weird')).toBe('unsupported');
  });
});
