import { z } from 'zod';
import { parseHashtags } from '@berufswahl/contracts';
import type { Database } from '../client';
import { arcadeQuests } from '../../../modules/arcade/arcade.schema';
import { pinboardEntries } from '../../../modules/bo/pinboard/pinboard.schema';
import { statements } from '../../../modules/bo/statements/statements.schema';
import { classActiveStations } from '../../../modules/bo/stations/stations.schema';
import { stories } from '../../../modules/bo/stories/stories.schema';
import { newsItems } from '../../../modules/messaging/news/news.schema';
import { users } from '../schema';

const daysAgo = z.number().int().min(0);

/** The living part of `content/demo/world.json` (decision 190). */
export const demoLifeSchema = z.object({
  active_stations: z.array(z.object({ class: z.uuid(), station: z.uuid(), activated_by: z.uuid(), days_ago: daysAgo })),
  quests: z.array(
    z.object({ uuid: z.uuid(), class: z.uuid(), task: z.uuid(), title: z.string(), started_by: z.uuid(), days_ago: daysAgo }),
  ),
  news: z.array(
    z.object({
      uuid: z.uuid(),
      kind: z.enum(['news', 'event']),
      /** A school's key, or null for a Land's (`land: true`) or the whole system's item. */
      school: z.string().nullable(),
      land: z.boolean().optional(),
      author: z.uuid(),
      title: z.string(),
      /** Already sanitised HTML, as the news service stores it (decision 093). */
      text: z.string(),
      audiences: z.array(z.enum(['SCHUELER', 'LEHRER', 'ADMIN_SCHULE'])).min(1),
      class: z.uuid().optional(),
      days_ago: daysAgo,
      in_days: z.number().int().min(0).optional(),
      time: z.string().optional(),
      place: z.string().optional(),
    }),
  ),
  stories: z.array(z.object({ uuid: z.uuid(), owner: z.uuid(), description: z.string(), days_ago: daysAgo })),
  statements: z.array(z.object({ uuid: z.uuid(), owner: z.uuid(), text: z.string(), days_ago: daysAgo })),
  pins: z.array(
    z.object({
      uuid: z.uuid(),
      owner: z.uuid(),
      class: z.uuid(),
      kind: z.enum(['story', 'statement']),
      item: z.uuid(),
      days_ago: daysAgo,
    }),
  ),
});
export type DemoLife = z.infer<typeof demoLifeSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in German time, as events store it (`YYYY-MM-DD`). */
function germanDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * Seeds what makes the demo a training instance: news and events, stories, statements and pins,
 * an active station and a running quest. Rows are added once, by their uuid (or the class, for the
 * active station), and then belong to the users: a finished quest or another station stays as
 * it is after a restart. Written straight into the tables – no notifications, no points – so the
 * accounts start with the same score and trophies as in a bare world.
 */
export async function seedDemoLife(
  tx: Database,
  life: DemoLife,
  context: { clientUuid: string; schoolUuidByKey: ReadonlyMap<string, string>; now: Date },
): Promise<void> {
  const { now } = context;
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const authorNames = new Map(
    (await tx.select({ uuid: users.uuid, firstName: users.firstName, surname: users.surname }).from(users)).map((user) => [
      user.uuid,
      `${user.firstName} ${user.surname}`,
    ]),
  );

  for (const station of life.active_stations) {
    await tx
      .insert(classActiveStations)
      .values({ classUuid: station.class, stationUuid: station.station, activatedBy: station.activated_by, activatedAt: at(station.days_ago) })
      .onConflictDoNothing();
  }
  for (const quest of life.quests) {
    await tx
      .insert(arcadeQuests)
      .values({
        uuid: quest.uuid,
        classUuid: quest.class,
        taskUuid: quest.task,
        title: quest.title,
        startedBy: quest.started_by,
        startedAt: at(quest.days_ago),
      })
      .onConflictDoNothing();
  }
  for (const item of life.news) {
    const schoolUuid = item.school === null ? null : (context.schoolUuidByKey.get(item.school) ?? null);
    const created = at(item.days_ago);
    await tx
      .insert(newsItems)
      .values({
        uuid: item.uuid,
        kind: item.kind,
        // A school's item and a Land's item carry the Land; the system's carries neither.
        clientUuid: schoolUuid !== null || item.land ? context.clientUuid : null,
        schoolUuid,
        authorUuid: item.author,
        authorName: authorNames.get(item.author) ?? '',
        title: item.title,
        text: item.text,
        audiences: item.audiences,
        classUuid: item.class ?? null,
        eventDate: item.in_days === undefined ? null : germanDay(new Date(now.getTime() + item.in_days * DAY_MS)),
        eventTime: item.time ?? null,
        place: item.place ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing();
  }
  for (const story of life.stories) {
    const created = at(story.days_ago);
    await tx
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
    await tx
      .insert(statements)
      .values({ uuid: statement.uuid, ownerUuid: statement.owner, text: statement.text, createdAt: created, updatedAt: created })
      .onConflictDoNothing();
  }
  for (const pin of life.pins) {
    await tx
      .insert(pinboardEntries)
      .values({ uuid: pin.uuid, ownerUuid: pin.owner, classUuid: pin.class, kind: pin.kind, itemUuid: pin.item, createdAt: at(pin.days_ago) })
      .onConflictDoNothing();
  }
}
