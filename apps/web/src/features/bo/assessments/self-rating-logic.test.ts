import { describe, expect, it } from 'vitest';
import type { AssessmentItem } from '@berufswahl/contracts/bo/assessments';
import {
  changesOf,
  choiceOf,
  currentRating,
  differsNow,
  draftAfterSave,
  EMPTY_DRAFT,
  isReflectionAsked,
  NO_RATING,
  ratingOfChoice,
  type SelfRatingDraft,
} from './self-rating-logic';

function buildItem(overrides: Partial<AssessmentItem> = {}): AssessmentItem {
  return {
    key: 'puenktlichkeit',
    group: 'praktikum',
    name: 'Pünktlichkeit',
    name_el: 'Pünktlich sein',
    text: 'Ich komme pünktlich.',
    text_el: 'Ich komme pünktlich.',
    self: null,
    others: { teacher: null, supervisor: null, parent: null },
    differs: false,
    reflection: null,
    ...overrides,
  };
}

const draftWith = (ratings: SelfRatingDraft['ratings'], reflections: SelfRatingDraft['reflections'] = {}): SelfRatingDraft => ({ ratings, reflections });

describe('choiceOf', () => {
  it('shows the saved rating while the student has not changed it', () => {
    expect(choiceOf(buildItem({ self: 3 }), EMPTY_DRAFT)).toBe('3');
  });

  it('shows nothing chosen for an item never rated', () => {
    expect(choiceOf(buildItem(), EMPTY_DRAFT)).toBeNull();
  });

  it('shows "weiß ich nicht" once the student has chosen it', () => {
    expect(choiceOf(buildItem({ self: 3 }), draftWith({ puenktlichkeit: null }))).toBe(NO_RATING);
  });

  it('turns the radio values back into ratings', () => {
    expect(ratingOfChoice('4')).toBe(4);
    expect(ratingOfChoice(NO_RATING)).toBeNull();
  });
});

describe('changesOf', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf([buildItem({ self: 3 })], EMPTY_DRAFT)).toBeNull();
    expect(changesOf([buildItem({ self: 3 })], draftWith({ puenktlichkeit: 3 }))).toBeNull();
  });

  it('sends only the changed ratings, "weiß ich nicht" as null', () => {
    const items = [buildItem({ self: 3 }), buildItem({ key: 'sorgfalt', self: 2 }), buildItem({ key: 'technik', self: 5 })];
    expect(changesOf(items, draftWith({ puenktlichkeit: 4, sorgfalt: 2, technik: null }))).toEqual({
      ratings: [
        { item: 'puenktlichkeit', value: 4 },
        { item: 'technik', value: null },
      ],
    });
  });

  it('sends a changed reflection trimmed, and an unchanged one not at all', () => {
    const items = [buildItem({ reflection: 'Alt' }), buildItem({ key: 'sorgfalt', reflection: 'Gleich' })];
    expect(changesOf(items, draftWith({}, { puenktlichkeit: '  Neu ', sorgfalt: 'Gleich ' }))).toEqual({
      reflections: [{ item: 'puenktlichkeit', text: 'Neu' }],
    });
  });
});

describe('the reflection prompt', () => {
  const rated = buildItem({ self: 5, others: { teacher: 2, supervisor: null, parent: null }, differs: true });

  it('asks where the server says the ratings differ', () => {
    expect(isReflectionAsked(rated, EMPTY_DRAFT)).toBe(true);
  });

  it('asks as soon as an unsaved rating differs by 2 or more', () => {
    const item = buildItem({ self: 3, others: { teacher: 3, supervisor: null, parent: null } });
    expect(isReflectionAsked(item, EMPTY_DRAFT)).toBe(false);
    expect(isReflectionAsked(item, draftWith({ puenktlichkeit: 5 }))).toBe(true);
    expect(isReflectionAsked(item, draftWith({ puenktlichkeit: 4 }))).toBe(false);
  });

  it('stops asking when the student changes the rating closer to the others', () => {
    expect(differsNow(rated, draftWith({ puenktlichkeit: 3 }))).toBe(false);
    expect(isReflectionAsked(rated, draftWith({ puenktlichkeit: 3 }))).toBe(false);
  });

  it('never hides a reflection already written', () => {
    const item = buildItem({ self: 3, reflection: 'Ich war oft krank.' });
    expect(isReflectionAsked(item, EMPTY_DRAFT)).toBe(true);
  });

  it('does not ask while the student has no rating of their own', () => {
    const item = buildItem({ others: { teacher: 1, supervisor: 5, parent: null } });
    expect(isReflectionAsked(item, draftWith({ puenktlichkeit: null }))).toBe(false);
  });
});

describe('draftAfterSave', () => {
  it('drops what the server now holds and keeps what it does not', () => {
    const draft = draftWith({ puenktlichkeit: 4, sorgfalt: 5 }, { puenktlichkeit: 'Neu' });
    const saved = [buildItem({ self: 4, reflection: 'Neu' }), buildItem({ key: 'sorgfalt', self: 2 })];
    expect(draftAfterSave(draft, saved)).toEqual(draftWith({ sorgfalt: 5 }));
  });

  it('keeps "weiß ich nicht" chosen after saving it', () => {
    const after = draftAfterSave(draftWith({ puenktlichkeit: null }), [buildItem({ self: null })]);
    expect(currentRating(buildItem(), after)).toBeNull();
    expect(choiceOf(buildItem(), after)).toBe(NO_RATING);
    expect(changesOf([buildItem()], after)).toBeNull();
  });
});
