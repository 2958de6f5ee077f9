import { describe, expect, it } from 'vitest';
import {
  attachmentSizeProblem,
  attachmentTypeProblem,
  createStoryFieldsSchema,
  parseHashtags,
  parseStorySearch,
  STORY_ATTACHMENT_MAX_BYTES,
  STORY_MESSAGES,
  storiesQuerySchema,
  updateStoryFieldsSchema,
} from './stories';

describe('parseHashtags', () => {
  it('finds hashtags with umlauts and ß', () => {
    expect(parseHashtags('Mein Tag im #Büro und in der #Straßenbahn, dann #Öffentlichkeitsarbeit')).toEqual([
      'büro',
      'straßenbahn',
      'öffentlichkeitsarbeit',
    ]);
  });

  it('ends a hashtag at punctuation', () => {
    expect(parseHashtags('Toll! #Praktikum. #Handwerk, #KFZ-Werkstatt? (#Pflege) #IT:')).toEqual([
      'praktikum',
      'handwerk',
      'kfz',
      'pflege',
      'it',
    ]);
  });

  it('keeps each hashtag once, ignoring case', () => {
    expect(parseHashtags('#Praktikum #praktikum #PRAKTIKUM #Ausbildung')).toEqual(['praktikum', 'ausbildung']);
  });

  it('lower-cases the capital ẞ to ß', () => {
    expect(parseHashtags('#GROẞ')).toEqual(['groß']);
  });

  it('ignores a # glued to a word, a link anchor, a lone # and numbers', () => {
    expect(parseHashtags('C#Programmierung seite.de/#anker # leer #1 #2024')).toEqual([]);
  });

  it('takes digits and underscores inside a hashtag', () => {
    expect(parseHashtags('#Klasse8a #mein_weg #2_tage')).toEqual(['klasse8a', 'mein_weg', '2_tage']);
  });

  it('finds a hashtag at the start of a line', () => {
    expect(parseHashtags('Text\n#Zukunft')).toEqual(['zukunft']);
  });

  it('treats composed and decomposed umlauts alike', () => {
    expect(parseHashtags('#Bu\u0308ro #Büro')).toEqual(['büro']);
  });
});

describe('parseStorySearch', () => {
  it('splits a search into hashtags and words', () => {
    expect(parseStorySearch('  #Praktikum Bäckerei #Handwerk früh ')).toEqual({
      hashtags: ['praktikum', 'handwerk'],
      words: ['Bäckerei', 'früh'],
    });
  });

  it('returns nothing for an empty search', () => {
    expect(parseStorySearch(undefined)).toEqual({ hashtags: [], words: [] });
  });
});

describe('story fields', () => {
  it('accepts 2500 characters and refuses 2501 with the spec’s message', () => {
    expect(createStoryFieldsSchema.safeParse({ description: 'a'.repeat(2500) }).success).toBe(true);
    const result = createStoryFieldsSchema.safeParse({ description: 'a'.repeat(2501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Beschreibung darf nicht länger als 2500 Zeichen sein');
  });

  it('refuses an empty or blank description as a required field', () => {
    for (const description of ['', '   ', undefined]) {
      const result = createStoryFieldsSchema.safeParse({ description });
      expect(result.error?.issues[0]?.message).toBe('Beschreibung ist ein Pflichtfeld');
    }
  });

  it('reads remove_attachment from JSON and from a multipart field', () => {
    expect(updateStoryFieldsSchema.parse({ remove_attachment: 'true' }).remove_attachment).toBe(true);
    expect(updateStoryFieldsSchema.parse({ remove_attachment: false }).remove_attachment).toBe(false);
  });

  it('defaults the list query to the first page of active stories', () => {
    expect(storiesQuerySchema.parse({})).toEqual({ page: 1, view: 'active' });
    expect(storiesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('attachment rules', () => {
  it('allows 50000 KB and refuses one KB more', () => {
    expect(STORY_ATTACHMENT_MAX_BYTES).toBe(51_200_000);
    expect(attachmentSizeProblem(50000 * 1024)).toBeNull();
    expect(attachmentSizeProblem(50001 * 1024)).toBe('Die maximale Dateigröße beträgt 50 MB.');
  });

  it('allows the types of spec 5, any audio included', () => {
    for (const type of ['image/png', 'image/jpeg', 'video/mp4', 'audio/ogg', 'audio/x-m4a', 'application/pdf', 'text/plain']) {
      expect(attachmentTypeProblem(type)).toBeNull();
    }
  });

  it('refuses other types', () => {
    for (const type of ['image/gif', 'application/x-msdownload', 'video/webm', 'text/html']) {
      expect(attachmentTypeProblem(type)).toBe(STORY_MESSAGES.invalidType);
    }
  });

  it('takes only images in the photo input and only videos in the video input', () => {
    expect(attachmentTypeProblem('image/png', 'photo')).toBeNull();
    expect(attachmentTypeProblem('video/mp4', 'photo')).toBe(STORY_MESSAGES.photoOnly);
    expect(attachmentTypeProblem('video/mp4', 'video')).toBeNull();
    expect(attachmentTypeProblem('image/jpeg', 'video')).toBe(STORY_MESSAGES.videoOnly);
  });

  it('takes a WAV in the video input, as spec 5 lists "mpeg/mp4/wav video", but no other sound (decision 151)', () => {
    for (const type of ['audio/wav', 'audio/x-wav', 'audio/vnd.wave', 'audio/wave']) expect(attachmentTypeProblem(type, 'video')).toBeNull();
    expect(attachmentTypeProblem('audio/mpeg', 'video')).toBe(STORY_MESSAGES.videoOnly);
    expect(attachmentTypeProblem('audio/wav', 'photo')).toBe(STORY_MESSAGES.photoOnly);
  });

  it('takes any audio as a recording, WebM audio of browsers without Ogg included', () => {
    expect(attachmentTypeProblem('audio/ogg; codecs=opus', 'recording')).toBeNull();
    expect(attachmentTypeProblem('audio/webm', 'recording')).toBeNull();
    expect(attachmentTypeProblem('application/pdf', 'recording')).toBe(STORY_MESSAGES.recordingOnly);
  });
});
