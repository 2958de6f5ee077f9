import { ActiveStationWidget } from '../../../features/bo/stations/active-station-widget';
import { QuestsWidget } from '../../../features/arcade/quests/quests-widget';

/**
 * Spec 2's "Active station selection" and "Quest creation" as widgets on the teacher's dashboard,
 * composed here from the two features (a feature never imports another). One lazily loaded chunk:
 * the staff start page is close to its first-screen budget (decision 008).
 */
export function TeacherWidgets() {
  return (
    <>
      <ActiveStationWidget />
      <QuestsWidget />
    </>
  );
}
