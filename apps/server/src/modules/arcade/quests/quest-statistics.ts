import type { QuestMyState, QuestStatistics } from '@berufswahl/contracts';

/**
 * The statistics of a quest over the class's current students (decision 086): participants joined
 * (done or not), done finished the task, missing have not joined. Rows of students who left the
 * class no longer count.
 */
export function questStatisticsOf(
  studentUuids: readonly string[],
  participations: readonly { userUuid: string; completedAt: Date | null }[],
): QuestStatistics {
  const students = new Set(studentUuids);
  const current = participations.filter((row) => students.has(row.userUuid));
  const done = current.filter((row) => row.completedAt !== null).length;
  return { class_size: students.size, participants: current.length, done, missing: students.size - current.length };
}

export function myStateOf(userUuid: string, participations: readonly { userUuid: string; completedAt: Date | null }[]): QuestMyState {
  const mine = participations.find((row) => row.userUuid === userUuid);
  if (!mine) return 'not_joined';
  return mine.completedAt ? 'done' : 'joined';
}
