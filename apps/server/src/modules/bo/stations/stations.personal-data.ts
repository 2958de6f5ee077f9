import type { PersonalDataSection } from '../../../platform/personal-data';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import { activationsByTeacher } from './stations.repository';

/**
 * Which active stations a teacher chose, for the export; erasing keeps the class's station (it
 * belongs to the class) and forgets who chose it.
 */
export const activeStationsPersonalData: PersonalDataSection = {
  name: 'mein-weg-stationen',
  title: 'Mein Weg: aktivierte Stationen',
  tables: ['bo_class_active_stations'],
  async collect(db, userUuid) {
    const { stationByUuid } = await loadMeinWeg();
    const rows = await activationsByTeacher.find(db, userUuid);
    return {
      records: rows.map((row) => ({
        class_uuid: row.classUuid,
        station_uuid: row.stationUuid,
        station_title: stationByUuid.get(row.stationUuid)?.title ?? null,
        activated_date: row.activatedAt.toISOString(),
      })),
    };
  },
  async erase(tx, userUuid) {
    await activationsByTeacher.forget(tx, userUuid);
  },
};
