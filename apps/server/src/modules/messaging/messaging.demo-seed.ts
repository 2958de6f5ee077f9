import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { daysBefore, germanDayAfter, type DemoLife } from '../../platform/db/seed/demo-life';
import type { DemoWorld } from '../../platform/db/seed/demo-seed';
import { newsItems } from './news/news.schema';

/** The demo's news and events (decision 190), written with their authors' names as the news service would. */
export async function seedMessagingDemoLife(db: Database, world: DemoWorld, life: DemoLife, now: Date): Promise<void> {
  const authorNames = new Map(
    (await db.select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname }).from(users)).map((user) => [
      user.uuid,
      `${user.firstName} ${user.surname}`,
    ]),
  );
  const schoolUuidByKey = new Map(world.schools.map((school) => [school.key, school.uuid]));
  for (const item of life.news) {
    const schoolUuid = item.school === null ? null : (schoolUuidByKey.get(item.school) ?? null);
    const created = daysBefore(now, item.days_ago);
    await db
      .insert(newsItems)
      .values({
        uuid: item.uuid,
        kind: item.kind,
        // A school's item and a Land's item carry the Land; the system's carries neither.
        clientUuid: schoolUuid !== null || item.land ? world.client.uuid : null,
        schoolUuid,
        authorUuid: item.author,
        authorName: authorNames.get(item.author) ?? '',
        title: item.title,
        text: item.text,
        audiences: item.audiences,
        classUuid: item.class ?? null,
        eventDate: item.in_days === undefined ? null : germanDayAfter(now, item.in_days),
        eventTime: item.time ?? null,
        place: item.place ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing();
  }
}
