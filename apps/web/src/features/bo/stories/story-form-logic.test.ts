import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { afterSaveStep, buildStoryFormData, chooseAttachment, formatFileSize, previewKindOf, splitHashtags, uploadFailureOf } from './story-form-logic';

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('chooseAttachment', () => {
  it('takes one allowed file', () => {
    const file = fileOf('foto.png', 'image/png');
    expect(chooseAttachment([file], 'photo')).toEqual({ chosen: { file, source: 'photo' }, problem: null });
  });

  it('refuses two files with the spec’s message, in du (stories are the students’)', () => {
    const files = [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')];
    expect(chooseAttachment(files, 'file').problem).toBe('Du kannst nur eine Datei anhängen.');
  });

  it('allows 50000 KB and refuses 50001 KB', () => {
    expect(chooseAttachment([fileOf('a.pdf', 'application/pdf', 50000 * 1024)], 'file').problem).toBeNull();
    expect(chooseAttachment([fileOf('a.pdf', 'application/pdf', 50001 * 1024)], 'file').problem).toBe(
      'Die maximale Dateigröße beträgt 50 MB.',
    );
  });

  it('takes only images in the photo input and only videos in the video input', () => {
    expect(chooseAttachment([fileOf('film.mp4', 'video/mp4')], 'photo').problem).toMatch(/nur ein Bild/);
    expect(chooseAttachment([fileOf('bild.jpg', 'image/jpeg')], 'video').problem).toMatch(/nur ein Video/);
  });

  it('takes a WAV in the video input, as spec 5 lists "mpeg/mp4/wav video" (decision 151)', () => {
    expect(chooseAttachment([fileOf('interview.wav', 'audio/wav')], 'video')).toMatchObject({ problem: null, chosen: { source: 'video' } });
    expect(chooseAttachment([fileOf('lied.mp3', 'audio/mpeg')], 'video').problem).toMatch(/nur ein Video/);
  });

  it('refuses a type outside the list and leaves a file without a type to the server', () => {
    expect(chooseAttachment([fileOf('virus.exe', 'application/x-msdownload')], 'file').problem).toBe(
      'Die Datei muss einen gültigen Dateityp haben.',
    );
    expect(chooseAttachment([fileOf('Bericht.pages', '')], 'file').problem).toBeNull();
  });
});

describe('buildStoryFormData', () => {
  it('sends the text before the file, with the input it came from', () => {
    const file = fileOf('aufnahme.ogg', 'audio/ogg');
    const data = buildStoryFormData('Hallo #Welt', { kind: 'chosen', chosen: { file, source: 'recording' }, hadStored: false }, { isEdit: false });
    expect([...data.keys()]).toEqual(['description', 'attachment_source', 'attachment']);
    expect(data.get('attachment_source')).toBe('recording');
  });

  it('asks to remove the stored attachment only when editing a story that had one', () => {
    expect(buildStoryFormData('x', { kind: 'none', hadStored: true }, { isEdit: true }).get('remove_attachment')).toBe('true');
    expect(buildStoryFormData('x', { kind: 'none', hadStored: false }, { isEdit: true }).has('remove_attachment')).toBe(false);
  });
});

describe('uploadFailureOf', () => {
  it('turns a full storage into the storage-full dialog', () => {
    const error = new ApiError(413, 'Payload Too Large', { code: 'USER_STORAGE_FULL', message: 'voll' });
    expect(uploadFailureOf(error)).toEqual({ kind: 'storage-full' });
  });

  it('shows the server’s text for other errors', () => {
    const error = new ApiError(400, 'Bad Request', { code: 'VALIDATION_FAILED', message: 'Die maximale Dateigröße beträgt 50 MB.' });
    expect(uploadFailureOf(error)).toEqual({ kind: 'message', message: 'Die maximale Dateigröße beträgt 50 MB.' });
    expect(uploadFailureOf(new ApiError(502, 'Bad Gateway', 'Proxy kaputt'))).toEqual({ kind: 'message', message: 'Proxy kaputt' });
    expect(uploadFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'message', message: null });
  });
});

describe('afterSaveStep', () => {
  it('reloads when unread notifications exist, otherwise shows the feedback', () => {
    expect(afterSaveStep([{ uuid: 'n1' }])).toBe('reload');
    expect(afterSaveStep([])).toBe('feedback');
    expect(afterSaveStep(undefined)).toBe('feedback');
  });
});

describe('previewKindOf', () => {
  it('previews pictures, players and other files', () => {
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('video/mp4')).toBe('video');
    expect(previewKindOf('audio/ogg')).toBe('audio');
    expect(previewKindOf('video/webm')).toBe('audio');
    expect(previewKindOf('application/pdf')).toBe('file');
  });
});

describe('splitHashtags', () => {
  it('marks hashtags inside the text', () => {
    expect(splitHashtags('Mein #Praktikum war toll!')).toEqual([
      { text: 'Mein ', hashtag: null },
      { text: '#Praktikum', hashtag: 'praktikum' },
      { text: ' war toll!', hashtag: null },
    ]);
  });
});

describe('formatFileSize', () => {
  it('shows sizes with German decimals', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(50000 * 1024)).toBe('48,8 MB');
  });
});
