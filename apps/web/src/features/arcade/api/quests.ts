import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Quest, QuestCreateBody, QuestListResponse } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';
import { arcadeQueryKey, questsQueryKey } from './arcade-query-keys';

export type QuestFilter = { classUuid?: string; status?: 'started' | 'all' };

/** `GET /api/arcade/v1/quests?class_uuid=` (spec 7); a student's own class without a class_uuid. */
export function getQuests(filter: QuestFilter): Promise<QuestListResponse> {
  const query = new URLSearchParams();
  if (filter.classUuid) query.set('class_uuid', filter.classUuid);
  if (filter.status) query.set('status', filter.status);
  const search = query.toString();
  return apiRequest<QuestListResponse>(`/api/arcade/v1/quests${search ? `?${search}` : ''}`);
}

export function useQuests(filter: QuestFilter, isEnabled = true) {
  return useQuery({ queryKey: [...questsQueryKey, filter], queryFn: () => getQuests(filter), enabled: isEnabled });
}

/** `POST /api/arcade/v1/quests`: a teacher starts a task of the path for a class. */
export function startQuest(body: QuestCreateBody): Promise<Quest> {
  return apiRequest<Quest>('/api/arcade/v1/quests', { method: 'POST', body });
}

/** `PUT /api/arcade/v1/quests/{id}` with status finished: ends the quest. */
export function finishQuest(questUuid: string): Promise<Quest> {
  return apiRequest<Quest>(`/api/arcade/v1/quests/${encodeURIComponent(questUuid)}`, {
    method: 'PUT',
    body: { status: 'finished' } });
}

/** `POST /api/arcade/v1/quests/{id}/participations`: a student joins (points once). */
export function joinQuest(questUuid: string): Promise<Quest> {
  return apiRequest<Quest>(`/api/arcade/v1/quests/${encodeURIComponent(questUuid)}/participations`, { method: 'POST' });
}

function useQuestMutation<T>(mutationFn: (input: T) => Promise<Quest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Joining changes points, rank and maybe trophies as well as the quest itself.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcadeQueryKey }),
  });
}

export const useStartQuest = () => useQuestMutation(startQuest);
export const useFinishQuest = () => useQuestMutation(finishQuest);
export const useJoinQuest = () => useQuestMutation(joinQuest);
