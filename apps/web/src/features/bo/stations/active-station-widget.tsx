import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassActiveStation, Station } from '@berufswahl/contracts';
import { formatStoreError } from '../../../lib/api-client';
import { addTexts } from '../../../lib/i18n';
import { PATHS } from '../../../lib/route-paths';
import texts from '../../../locales/de-mein-weg.json';
import simpleTexts from '../../../locales/de-mein-weg.leicht.json';
import { useActiveStations, useStations } from './api/stations';
import { useStationActivation } from './use-station-activation';
import '../mein-weg/mein-weg.css';

addTexts(texts, simpleTexts);

/**
 * "Active station selection" on the teacher's dashboard (spec 2): per taught class the current
 * station and a compact choice to activate another – the same activation as the stations screen
 * (useStationActivation), with a select instead of the screen's long radio list.
 */
export function ActiveStationWidget() {
  const { t } = useTranslation();
  const headingId = useId();
  const active = useActiveStations();
  const catalogue = useStations();
  const error = active.error ?? catalogue.error;
  return (
    <section className="card station-widget" aria-labelledby={headingId} data-testid="station-widget">
      <h2 id={headingId}>{t('stations.widget.title')}</h2>
      {error && <p role="alert">{t('stations.loadError', { error: formatStoreError(error) })}</p>}
      {active.data && active.data.items.length === 0 && <p>{t('stations.noClassesTeacher')}</p>}
      {active.data && catalogue.data && (
        <ul className="station-widget__list">
          {active.data.items.map((item) => (
            <WidgetClassStation
              key={item.class.uuid}
              item={item}
              stations={catalogue.data.items.filter((station) => station.level === item.class.level)}
            />
          ))}
        </ul>
      )}
      <p>
        <Link to={PATHS.stations}>{t('stations.widget.toScreen')}</Link>
      </p>
    </section>
  );
}

function WidgetClassStation({ item, stations }: { item: ClassActiveStation; stations: Station[] }) {
  const { t } = useTranslation();
  const { chosen, setChosen, submit, outcome, outcomeRef, className, isPending } = useStationActivation(item);
  const selectId = useId();
  const headingId = useId();
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>{className}</h3>
      <p>
        {item.station ? t('stations.widget.current', { position: item.station.position, title: item.station.title }) : t('stations.none')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('stations.pick', { className })}
        </label>
        <select id={selectId} value={chosen ?? ''} onChange={(event) => setChosen(event.target.value || null)}>
          <option value="">{t('stations.widget.prompt')}</option>
          {stations.map((station) => (
            <option key={station.uuid} value={station.uuid}>
              {t('stations.option', { position: station.position, title: station.title })}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={submit} disabled={isPending}>
        {isPending ? t('stations.activating') : t('stations.activate', { className })}
      </button>
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
