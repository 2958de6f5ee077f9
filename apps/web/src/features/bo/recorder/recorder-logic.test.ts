import { describe, expect, it } from 'vitest';
import {
  describeRecordedType,
  formatDuration,
  isIosDevice,
  microphoneProblemOf,
  pickRecordingFormat,
  recorderSupportOf,
  recordingFileName,
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
