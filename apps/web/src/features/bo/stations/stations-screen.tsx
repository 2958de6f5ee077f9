import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import type { ClassActiveStation, Station } from '@berufswahl/contracts';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-mein-weg.json';
import simpleTexts from '../../../locales/de-mein-weg.leicht.json';
import { useMe } from '../../../lib/me/get-me';
import { useActiveStations, useStations } from './api/stations';
import { useStationActivation } from './use-station-activation';
import '../mein-weg/mein-weg.css';

addTexts(texts, simpleTexts);

/**
 * Active station per class (spec 1, issue 6): a teacher picks the station of Mein Weg that the
 * class works on; the school coordinator sees every class's choice. Teachers are addressed with Sie.
 */
export function StationsScreen() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const active = useActiveStations();
  const catalogue = useStations();
  const isTeacher = me ? activeRoleOf(me) === 'LEHRER' : false;
  const error = active.error ?? catalogue.error;

  return (
    <div className="page stations">
      <PageHeading pageName={t('stations.pageName')}>{t('stations.title')}</PageHeading>
      <p className="lead">{isTeacher ? t('stations.introTeacher') : t('stations.introCoordinator')}</p>
      <ExplanationBox target="stationen" />
      {error && <p role="alert">{t('stations.loadError', { error: formatStoreError(error) })}</p>}
      {(active.isPending || catalogue.isPending) && !error && <p role="status">{t('meinWeg.loading')}</p>}
      {active.data && active.data.items.length === 0 && (
        <div className="notice">
          <p>{isTeacher ? t('stations.noClassesTeacher') : t('stations.noClassesSchool')}</p>
        </div>
      )}
      {active.data && catalogue.data && (
        <ul className="class-station-list">
          {active.data.items.map((item) => (
            <ClassStation
              key={item.class.uuid}
              item={item}
              stations={catalogue.data.items.filter((station) => station.level === item.class.level)}
              canChoose={isTeacher}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClassStation({ item, stations, canChoose }: { item: ClassActiveStation; stations: Station[]; canChoose: boolean }) {
  const { t } = useTranslation();
  const { chosen, setChosen, submit, outcome, outcomeRef, className, isPending } = useStationActivation(item);
  const headingId = `class-${item.class.uuid}`;

  return (
    <li className="class-station" aria-labelledby={headingId} data-class-uuid={item.class.uuid}>
      <h2 id={headingId}>
        {className} <span className="class-station__level">({t(`stations.level.${item.class.level}`)})</span>
      </h2>
      <p>
        {item.station
          ? t('stations.current', {
              position: item.station.position,
              title: item.station.title,
              date: item.activated_date ? formatDate(item.activated_date) : '',
            })
          : t('stations.none')}
      </p>
      {canChoose && (
        <>
          <RadioGroup className="station-choice" value={chosen} onChange={setChosen}>
            <Label className="field__label">{t('stations.pick', { className })}</Label>
            {stations.map((station) => (
              <Radio key={station.uuid} value={station.uuid} className="station-choice__option">
                <span className="radio__dot" aria-hidden="true" />
                {t('stations.option', { position: station.position, title: station.title })}
                {station.uuid === item.station?.uuid && <span className="badge badge--active">{t('stations.isActive')}</span>}
              </Radio>
            ))}
          </RadioGroup>
          <Button className="button" onPress={submit} isPending={isPending}>
            {isPending ? t('stations.activating') : t('stations.activate', { className })}
          </Button>
        </>
      )}
      <p
        ref={outcomeRef}
        className={outcome?.isError ? 'field__error' : 'class-station__outcome'}
        role={outcome?.isError ? 'alert' : 'status'}
      >
        {outcome?.text}
      </p>
    </li>
  );
}
