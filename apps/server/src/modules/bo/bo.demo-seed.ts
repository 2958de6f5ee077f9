import { parseHashtags } from '@berufswahl/contracts';
import type { Database } from '../../platform/db/client';
import { daysBefore, type DemoLife } from '../../platform/db/seed/demo-life';
import { pinboardEntries } from './pinboard/pinboard.schema';
import { statements } from './statements/statements.schema';
import { classActiveStations } from './stations/stations.schema';
import { stories } from './stories/stories.schema';

/** The demo's active station, stories, statements and pins (decision 190), straight into the tables. */
export async function seedBoDemoLife(db: Database, life: DemoLife, now: Date): Promise<void> {
  const at = (days: number) => daysBefore(now, days);
  for (const station of life.active_stations) {
    await db
      .insert(classActiveStations)
      .values({ classUuid: station.class, stationUuid: station.station, activatedBy: station.activated_by, activatedAt: at(station.days_ago) })
      .onConflictDoNothing();
  }
  for (const story of life.stories) {
    const created = at(story.days_ago);
    await db
      .insert(stories)
      .values({
        uuid: story.uuid,
        ownerUuid: story.owner,
        description: story.description,
        hashtags: parseHashtags(story.description),
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing();
  }
  for (const statement of life.statements) {
    const created = at(statement.days_ago);
    await db
      .insert(statements)
      .values({ uuid: statement.uuid, ownerUuid: statement.owner, text: statement.text, createdAt: created, updatedAt: created })
      .onConflictDoNothing();
  }
  for (const pin of life.pins) {
    await db
      .insert(pinboardEntries)
      .values({ uuid: pin.uuid, ownerUuid: pin.owner, classUuid: pin.class, kind: pin.kind, itemUuid: pin.item, createdAt: at(pin.days_ago) })
      .onConflictDoNothing();
  }
}
