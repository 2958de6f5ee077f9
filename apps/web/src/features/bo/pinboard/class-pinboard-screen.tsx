import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { pinboardClassName } from '@berufswahl/contracts/bo/pinboard';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import pinboardTexts from '../../../locales/de-pinboard.json';
import simplePinboardTexts from '../../../locales/de-pinboard.leicht.json';
import { useClassPinboard } from './api/get-class-pinboard';
import { useTeacherClasses } from './api/get-teacher-classes';
import { FeedbackForm } from './feedback-form';
import { OwnFeedback } from './own-feedback';
import { FeedbackList, PinnedItemContent } from './pin-card-parts';
import './pinboard.css';

addTexts(pinboardTexts, simplePinboardTexts);

/**
 * "Pinnwand der Lerngruppe" (/pinnwand-lerngruppe, decision 075): a teacher picks one of the
 * classes he teaches and reads what its students pinned, and writes feedback on each pin.
 */
export function ClassPinboardScreen() {
  const { t } = useTranslation();
  const classes = useTeacherClasses();
  const [chosen, setChosen] = useState<string | null>(null);
  const classUuid = chosen ?? classes.data?.classes[0]?.uuid ?? null;
  const pinboard = useClassPinboard(classUuid);
  const listHeadingId = useId();
  const entries = pinboard.data?.entries ?? [];

  return (
    <div className="page pinboard">
      <PageHeading pageName={t('pinboard.teacher.pageName')}>{t('pinboard.teacher.title')}</PageHeading>
      <p className="lead">{t('pinboard.teacher.lead')}</p>
      <ExplanationBox target="pinnwand-lerngruppe" />

      {classes.isPending && <p role="status">{t('pinboard.loading')}</p>}
      {classes.isError && (
        <p className="form-error" role="alert">
          {t('pinboard.teacher.loadError', { error: formatStoreError(classes.error) })}
        </p>
      )}
      {classes.data && classes.data.classes.length === 0 && <p>{t('pinboard.teacher.noClasses')}</p>}
      {classes.data && classes.data.classes.length > 1 && (
        <div className="pinboard__filters" role="group" aria-label={t('pinboard.teacher.classLabel')}>
          {classes.data.classes.map((one) => (
            <Button
              key={one.uuid}
              className="button button--secondary pinboard__filter"
              aria-pressed={one.uuid === classUuid}
              onPress={() => setChosen(one.uuid)}
            >
              {t('pinboard.teacher.className', { name: pinboardClassName(one), count: one.entry_count })}
            </Button>
          ))}
        </div>
      )}

      {classUuid && (
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId}>
            {pinboard.data ? `${t('pinboard.teacher.classLabel')} ${pinboardClassName(pinboard.data.class)}` : t('pinboard.teacher.classLabel')}
          </h2>
          {pinboard.isPending && <p role="status">{t('pinboard.loading')}</p>}
          {pinboard.isError && (
            <p className="form-error" role="alert">
              {t('pinboard.teacher.loadError', { error: formatStoreError(pinboard.error) })}
            </p>
          )}
          {pinboard.data && (
            <p role="status">{entries.length === 0 ? t('pinboard.teacher.empty') : t('pinboard.teacher.count', { count: entries.length })}</p>
          )}
          {entries.length > 0 && (
            <ul className="pinboard__list">
              {entries.map((entry) => {
                const student = `${entry.student.first_name} ${entry.student.surname}`;
                const label = t('pinboard.teacher.entryLabel', { kind: t(`pinboard.kind.${entry.item.kind}`), student });
                return (
                  <li key={entry.uuid}>
                    <article className="pin-card" aria-label={label}>
                      <h3 className="pin-card__heading">{label}</h3>
                      <PinnedItemContent item={entry.item} />
                      <p className="pin-card__meta">{t('pinboard.pinnedOn', { date: formatDate(entry.pinned_date) })}</p>
                      <FeedbackList
                        feedback={entry.feedback}
                        headingLevel={4}
                        renderOwn={(feedback) => <OwnFeedback feedback={feedback} classUuid={classUuid} entryUuid={entry.uuid} studentName={student} />}
                      />
                      <FeedbackForm classUuid={classUuid} entryUuid={entry.uuid} studentName={student} />
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
