import type { MyStations } from '@berufswahl/contracts';
import { loadedContentJson } from '../../../platform/http/answer-serialiser';

/**
 * Serialises the answer of `GET /career-orientations/my/stations` (issue 20). The answer is 56 KB
 * for Sek I, nearly all of it the tasks' texts from the content, and the zod serializer checked and
 * stringified all of it on every dashboard load: 0.18 ms for the check and 0.13 ms for
 * `JSON.stringify` of the 0.7–0.9 ms the route cost the server (docs/performance.md). The tasks
 * were checked against the contract's `taskSchema` when the content was loaded
 * (`meinWegPathContentSchema`) and the catalogue's task objects live for the process
 * (`loadMeinWeg`), so their JSON is made once and reused (`loadedContentJson`); only the student's part –
 * level, active station, each station's progress and each task's status – is written per request.
 * my-stations-json.test.ts holds this to the zod serializer's answer for every student state it
 * builds, on both paths.
 */
export function myStationsJson(answer: MyStations): string {
  const items = answer.items.map(({ tasks, ...station }) => {
    const ownJson = JSON.stringify(station);
    const tasksJson = tasks.map(({ task, status }) => `{"task":${loadedContentJson(task)},"status":${JSON.stringify(status)}}`).join(',');
    // The station's own fields, then its tasks: `{…}` opened again before the closing brace.
    return `${ownJson === '{}' ? '{' : `${ownJson.slice(0, -1)},`}"tasks":[${tasksJson}]}`;
  });
  return `{"level":${JSON.stringify(answer.level)},"active_station_uuid":${JSON.stringify(answer.active_station_uuid)},"items":[${items.join(',')}]}`;
}
