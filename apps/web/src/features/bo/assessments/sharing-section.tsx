import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SHAREABLE_SOURCES, type ShareableSource } from '@berufswahl/contracts/bo/assessments';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { formatStoreError } from '../../../lib/api-client';
import { useUpdateMyAssessment } from './api/my-assessment';

function isShareableSource(value: string): value is ShareableSource {
  return (SHAREABLE_SOURCES as readonly string[]).includes(value);
}

/**
 * "Was deine Lehrkräfte sehen": the student chooses whether the class's teachers see their own
 * rating and their parents'; the supervisors' feedback the teachers see anyway (they release it).
 */
export function SharingSection({ visibleSources }: { visibleSources: readonly ShareableSource[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const save = useUpdateMyAssessment();
  // The choice stays the student's until saved; it starts from what the server holds.
  const [chosen, setChosen] = useState<ShareableSource[]>(() => [...visibleSources]);
  const { outcome, done, failed, clear } = useActionOutcome();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    save.mutate(
      { teacher_visible_sources: chosen },
      {
        onSuccess: (overview) => {
          setChosen([...overview.teacher_visible_sources]);
          done(t('assessments.sharing.saved'));
        },
        onError: (error) => failed(t('assessments.sharing.saveFailed', { error: formatStoreError(error) })),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="assessment-section">
      <h2 id={headingId}>{t('assessments.sharing.heading')}</h2>
      <p>{t('assessments.sharing.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <CheckboxGroup
          className="assessment-sharing"
          value={chosen}
          onChange={(values) => setChosen(values.filter(isShareableSource))}
          aria-describedby={noteId}
        >
          <Label className="field__label">{t('assessments.sharing.groupLabel')}</Label>
          {SHAREABLE_SOURCES.map((source) => (
            <Checkbox key={source} value={source} className="checkbox">
              <span className="checkbox__box" aria-hidden="true" />
              {t(`assessments.sharing.${source}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <p id={noteId} className="hint">
          {t('assessments.sharing.supervisorNote')}
        </p>
        <Button type="submit" className="button button--secondary" isPending={save.isPending}>
          {save.isPending ? t('assessments.sharing.saving') : t('assessments.sharing.save')}
        </Button>
        <ActionOutcomeLine outcome={outcome} />
      </form>
    </section>
  );
}
