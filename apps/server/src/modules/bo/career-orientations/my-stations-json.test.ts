import { myStationsSchema, type MyStations } from '@berufswahl/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { CallerRow } from '../../../platform/auth/access';
import { joinedCallerOf } from '../../../test/joined-caller';
import type { CareerOrientationsRepository, StudentPathState } from './career-orientations.repository';
import { createCareerOrientationsService } from './career-orientations.service';
import { loadMeinWeg } from './mein-weg-content';
import { myStationsJson } from './my-stations-json';

/** What the route sent before: fastify-type-provider-zod's serializer with the contract's schema. */
const zodJson = serializerCompiler({ schema: myStationsSchema, method: 'GET', url: '/api/bo/v1/career-orientations/my/stations', httpStatus: '200' }) as (
  answer: unknown,
) => string;

/** The service's answer for a student in the given state (the state is what the one query reads). */
async function answerFor(state: StudentPathState): Promise<MyStations> {
  const caller: CallerRow = { uuid: 'student', clientUuid: 'land', schoolUuid: 'school', roles: ['SCHUELER'], activeRole: 'SCHUELER', simpleLanguage: false };
  const repository = { loadPathStateBySubject: async () => ({ caller, state }) } as unknown as CareerOrientationsRepository;
  return createCareerOrientationsService({ repository }).myStations(joinedCallerOf('student'));
}

describe('myStationsJson', () => {
  it('answers what the zod serializer answered, for students on both paths in every state', async () => {
    const catalogue = await loadMeinWeg();
    const sek1Tasks = catalogue.stations.sek1.flatMap((station) => station.tasks);
    const sek2Tasks = catalogue.stations.sek2.flatMap((station) => station.tasks);
    const sek1Class = { uuid: '00000000-0000-4000-8000-0000000000a1', grade: 8, hasSekundarstufe2: false };
    const sek2Class = { uuid: '00000000-0000-4000-8000-0000000000a2', grade: 11, hasSekundarstufe2: true };
    const states: StudentPathState[] = [
      // No class: Sek I, no active station, nothing answered.
      { schoolClass: null, activeStationUuid: null, answers: [] },
      // Sek I with an active station, tasks started and done across several stations.
      {
        schoolClass: sek1Class,
        activeStationUuid: catalogue.stations.sek1[2]!.uuid,
        answers: sek1Tasks.filter((_, index) => index % 3 !== 0).map((task, index) => ({ taskUuid: task.uuid, isDone: index % 2 === 0 })),
      },
      // Sek II, every task done; an active station of the other level is dropped.
      { schoolClass: sek2Class, activeStationUuid: catalogue.stations.sek1[0]!.uuid, answers: sek2Tasks.map((task) => ({ taskUuid: task.uuid, isDone: true })) },
      // Sek II with its own active station and one answer to a task gone from the content.
      {
        schoolClass: sek2Class,
        activeStationUuid: catalogue.stations.sek2.at(-1)!.uuid,
        answers: [{ taskUuid: '00000000-0000-4000-8000-0000000000ff', isDone: true }, { taskUuid: sek2Tasks[0]!.uuid, isDone: false }],
      },
    ];
    const seen = { levels: new Set<string>(), statuses: new Set<string>(), withActive: 0 };
    for (const state of states) {
      const answer = await answerFor(state);
      const fast = myStationsJson(answer);
      expect(JSON.parse(fast)).toEqual(JSON.parse(zodJson(answer)));
      // Twice: the second answer comes from the kept task JSON.
      expect(myStationsJson(answer)).toBe(fast);
      seen.levels.add(answer.level);
      for (const station of answer.items) for (const { status } of station.tasks) seen.statuses.add(status);
      if (answer.active_station_uuid) seen.withActive += 1;
    }
    expect([...seen.levels].sort()).toEqual(['sek1', 'sek2']);
    expect([...seen.statuses].sort()).toEqual(['done', 'open', 'started']);
    expect(seen.withActive).toBe(2);
  });

  it('leaves out what the contract does not have, as the zod serializer did', async () => {
    const answer = await answerFor({ schoolClass: null, activeStationUuid: null, answers: [] });
    const parsed = myStationsSchema.parse(JSON.parse(myStationsJson(answer)));
    expect(JSON.parse(myStationsJson(answer))).toEqual(JSON.parse(JSON.stringify(parsed)));
  });
});
