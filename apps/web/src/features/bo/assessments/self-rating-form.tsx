import { useId, useState, type FormEvent } from 'react';
import { Button, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS, COMPETENCE_GROUPS, type AssessmentItem } from '@berufswahl/contracts/bo/assessments';
import { FEEDBACK_LIMITS } from '@berufswahl/contracts/bo/feedback';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { formatStoreError } from '../../../lib/api-client';
import { textOf } from './simple-text';
import { useUpdateMyAssessment } from './api/my-assessment';
import { RatingScale, type RatingScaleTexts } from './rating-scale';
import {
  changesOf,
  choiceOf,
  currentReflection,
  differsNow,
  draftAfterSave,
  EMPTY_DRAFT,
  isReflectionAsked,
  ratingOfChoice,
  type SelfRatingDraft,
} from './self-rating-logic';

/**
 * "Wie schätzt du dich ein?": every item with 1 … 5 and "weiß ich nicht", grouped as Praktikum and
 * Mein Weg, and – where the student sees themselves differently from others – the question why.
 * One button saves what changed; a failed save keeps every choice and text (the draft is only
 * cleared of what the server's answer holds).
 */
export function SelfRatingForm({ items, isSimple }: { items: readonly AssessmentItem[]; isSimple: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useUpdateMyAssessment();
  const [draft, setDraft] = useState<SelfRatingDraft>(EMPTY_DRAFT);
  const { outcome, done, failed, clear } = useActionOutcome();
  const changes = changesOf(items, draft);
  const changeCount = (changes?.ratings?.length ?? 0) + (changes?.reflections?.length ?? 0);

  const scaleTexts: RatingScaleTexts = {
    option: (value) =>
      value === FEEDBACK_LIMITS.ratingMin
        ? t('assessments.self.optionMin', { value })
        : value === FEEDBACK_LIMITS.ratingMax
          ? t('assessments.self.optionMax', { value })
          : t('assessments.self.option', { value }),
    unknown: t('assessments.self.unknown'),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!changes) {
      done(t('assessments.self.nothingChanged'));
      return;
    }
    save.mutate(changes, {
      onSuccess: (overview) => {
        setDraft((current) => draftAfterSave(current, overview.items));
        done(t('assessments.self.saved'));
      },
      onError: (error) => failed(t('assessments.self.saveFailed', { error: formatStoreError(error) })),
    });
  };

  return (
    <section aria-labelledby={headingId} className="assessment-section">
      <h2 id={headingId}>{t('assessments.self.heading')}</h2>
      <p>{t('assessments.self.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {COMPETENCE_GROUPS.map((group) => {
          const groupItems = items.filter((item) => item.group === group);
          if (groupItems.length === 0) return null;
          return (
            <fieldset key={group} className="rating-group">
              <legend className="rating-group__legend">{t(`assessments.groups.${group}`)}</legend>
              {groupItems.map((item) => (
                <RatingScale
                  key={item.key}
                  name={textOf(item, 'name', isSimple)}
                  statement={textOf(item, 'text', isSimple)}
                  value={choiceOf(item, draft)}
                  onChange={(choice) => setDraft((current) => ({ ...current, ratings: { ...current.ratings, [item.key]: ratingOfChoice(choice) } }))}
                  texts={scaleTexts}
                >
                  {isReflectionAsked(item, draft) && (
                    <ReflectionField
                      isDifferent={differsNow(item, draft)}
                      itemName={textOf(item, 'name', isSimple)}
                      text={currentReflection(item, draft)}
                      onChange={(text) => setDraft((current) => ({ ...current, reflections: { ...current.reflections, [item.key]: text } }))}
                    />
                  )}
                </RatingScale>
              ))}
            </fieldset>
          );
        })}
        <div className="assessment-actions">
          <Button type="submit" className="button" isPending={save.isPending}>
            {save.isPending ? t('assessments.self.saving') : t('assessments.self.save')}
          </Button>
          {changeCount > 0 && <p className="hint">{t('assessments.self.unsaved', { count: changeCount })}</p>}
        </div>
        <ActionOutcomeLine outcome={outcome} />
      </form>
    </section>
  );
}

/** "Woran könnte das liegen?" under an item; the label names the item, so each field is told apart. */
function ReflectionField({
  isDifferent,
  itemName,
  text,
  onChange,
}: {
  isDifferent: boolean;
  itemName: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  // Asked because the ratings differ; a reflection kept from before, when they no longer do, is only titled.
  const question = isDifferent ? t('assessments.reflection.question') : t('assessments.reflection.kept');
  return (
    <TextField className="field rating-item__reflection" value={text} onChange={onChange} maxLength={ASSESSMENT_LIMITS.reflectionMax}>
      <Label className="field__label">
        {question} <span className="visually-hidden">{t('assessments.reflection.forItem', { name: itemName })}</span>
      </Label>
      <TextArea className="field__input field__input--multiline" rows={3} />
      <Text slot="description" className="field__hint">
        {t('assessments.reflection.characters', { count: text.length, max: ASSESSMENT_LIMITS.reflectionMax })}
      </Text>
    </TextField>
  );
}
