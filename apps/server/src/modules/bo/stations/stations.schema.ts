import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes, users } from '../../../platform/db/schema';

/**
 * The active station of Mein Weg per class (spec 1: teachers choose it). The station itself is
 * content (`content/mein-weg/`), so `station_uuid` names an entry there, not a row (decision 060).
 */
export const classActiveStations = pgTable(
  'bo_class_active_stations',
  {
    classUuid: uuid('class_uuid')
      .primaryKey()
      .references(() => classes.uuid, { onDelete: 'cascade' }),
    stationUuid: uuid('station_uuid').notNull(),
    /** The teacher who activated it; kept as null when that account is deleted. */
    activatedBy: uuid('activated_by').references(() => users.uuid, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bo_class_active_stations_station_idx').on(table.stationUuid)],
);
