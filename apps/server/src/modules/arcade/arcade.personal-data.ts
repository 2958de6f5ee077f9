import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../platform/personal-data';
import { arcadePointEvents, arcadePointTotals, arcadeQuestParticipations, arcadeQuests, arcadeSettings, arcadeUserTrophies } from './arcade.schema';

/**
 * A student's points, trophies, ranking setting and quest participations – and the quests a teacher
 * started – for the data export and the erasure of the account. Quests themselves belong to the
 * class and stay; only the starting teacher's reference is removed.
 */
export const arcadePersonalData: PersonalDataSection = {
  name: 'arcade',
  title: 'Punkte, Trophäen und Quests',
  tables: ['arcade_point_events', 'arcade_point_totals', 'arcade_user_trophies', 'arcade_settings', 'arcade_quest_participations', 'arcade_quests'],
  async collect(db, userUuid) {
    const [points, totals, trophies, settings, participations, started] = [
      await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, userUuid)),
      await db.select().from(arcadePointTotals).where(eq(arcadePointTotals.userUuid, userUuid)),
      await db.select().from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, userUuid)),
      await db.select().from(arcadeSettings).where(eq(arcadeSettings.userUuid, userUuid)),
      await db.select().from(arcadeQuestParticipations).where(eq(arcadeQuestParticipations.userUuid, userUuid)),
      await db.select().from(arcadeQuests).where(eq(arcadeQuests.startedBy, userUuid)),
    ];
    return {
      records: [
        ...points.map((row) => ({
          type: 'points',
          uuid: row.uuid,
          action: row.action,
          subject_uuid: row.subjectUuid,
          points: row.points,
          created_date: row.createdAt.toISOString(),
        })),
        // The sum of the points above, as the ranking reads it.
        ...totals.map((row) => ({ type: 'points_total', points: row.points })),
        ...trophies.map((row) => ({ type: 'trophy', trophy_uuid: row.trophyUuid, awarded_date: row.awardedAt.toISOString() })),
        ...settings.map((row) => ({ type: 'settings', visible_to_class: row.visibleToClass })),
        ...participations.map((row) => ({
          type: 'quest',
          quest_uuid: row.questUuid,
          joined_date: row.joinedAt.toISOString(),
          completed_date: row.completedAt?.toISOString() ?? null,
        })),
        ...started.map((row) => ({
          type: 'quest_started',
          quest_uuid: row.uuid,
          class_uuid: row.classUuid,
          title: row.title,
          started_date: row.startedAt.toISOString(),
          finished_date: row.finishedAt?.toISOString() ?? null,
        })),
      ],
    };
  },
  async erase(tx, userUuid) {
    await tx.delete(arcadeQuestParticipations).where(eq(arcadeQuestParticipations.userUuid, userUuid));
    await tx.delete(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, userUuid));
    await tx.delete(arcadePointEvents).where(eq(arcadePointEvents.userUuid, userUuid));
    await tx.delete(arcadePointTotals).where(eq(arcadePointTotals.userUuid, userUuid));
    await tx.delete(arcadeSettings).where(eq(arcadeSettings.userUuid, userUuid));
    await tx.update(arcadeQuests).set({ startedBy: null }).where(eq(arcadeQuests.startedBy, userUuid));
  },
};
