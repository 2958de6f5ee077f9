import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Quest, QuestCreateBody, QuestListResponse } from '@berufswahl/contracts';
import * as questsEndpoints from '@berufswahl/contracts/arcade/endpoints/quests';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { callEndpoint } from '../../../lib/endpoint-client';

export type QuestFilter = { classUuid?: string; status?: 'started' | 'all' };

/** `GET /api/arcade/v1/quests?class_uuid=` (spec 7); a student's own class without a class_uuid. */
export function getQuests(filter: QuestFilter): Promise<QuestListResponse> {
  // An empty class_uuid is left out like a missing one.
  return callEndpoint(questsEndpoints.quests, { query: { class_uuid: filter.classUuid || undefined, status: filter.status } });
}

export function useQuests(filter: QuestFilter, isEnabled = true) {
  return useQuery({ queryKey: [...arcadeQueryKeys.quests, filter], queryFn: () => getQuests(filter), enabled: isEnabled });
}

/** `POST /api/arcade/v1/quests`: a teacher starts a task of the path for a class. */
export function startQuest(body: QuestCreateBody): Promise<Quest> {
  return callEndpoint(questsEndpoints.startQuest, { body });
}

/** `PUT /api/arcade/v1/quests/{id}` with status finished: ends the quest. */
export function finishQuest(questUuid: string): Promise<Quest> {
  return callEndpoint(questsEndpoints.updateQuest, { params: { id: questUuid }, body: { status: 'finished' } });
}

/** `POST /api/arcade/v1/quests/{id}/participations`: a student joins (points once). */
export function joinQuest(questUuid: string): Promise<Quest> {
  return callEndpoint(questsEndpoints.joinQuest, { params: { id: questUuid } });
}

function useQuestMutation<T>(mutationFn: (input: T) => Promise<Quest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Joining changes points, rank and maybe trophies as well as the quest itself.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcadeQueryKeys.all }),
  });
}

export const useStartQuest = () => useQuestMutation(startQuest);
export const useFinishQuest = () => useQuestMutation(finishQuest);
export const useJoinQuest = () => useQuestMutation(joinQuest);
