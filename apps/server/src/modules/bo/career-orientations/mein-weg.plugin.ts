import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import type { FilesFrontDoor } from '../../files';
import { createAnswersRepository } from '../answers/answers.repository';
import { reflectionsRoutes } from '../reflections/reflections.routes';
import { createReflectionsService } from '../reflections/reflections.service';
import { createStationsRepository } from '../stations/stations.repository';
import { stationsRoutes } from '../stations/stations.routes';
import { createStationsService } from '../stations/stations.service';
import { tasksRoutes } from '../tasks/tasks.routes';
import { createTasksService } from '../tasks/tasks.service';
import { createCareerOrientationsRepository } from './career-orientations.repository';
import { careerOrientationsRoutes } from './career-orientations.routes';
import { createCareerOrientationsService } from './career-orientations.service';

/**
 * Mein Weg inside the bo module: the student's path, stations and the classes' active stations,
 * tasks and answers, the Reflexion list and its trash. Registered by the module's index.
 */
export const meinWegRoutes: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, { db, files }) => {
  const stationsRepository = createStationsRepository(db);
  const answersRepository = createAnswersRepository(db);
  const careerOrientations = createCareerOrientationsService({ repository: createCareerOrientationsRepository(db) });

  await app.register(careerOrientationsRoutes, { careerOrientations });
  await app.register(stationsRoutes, { stations: createStationsService({ repository: stationsRepository }) });
  await app.register(tasksRoutes, { tasks: createTasksService({ answers: answersRepository, careerOrientations, files }) });
  await app.register(reflectionsRoutes, {
    reflections: createReflectionsService({ answers: answersRepository, files }),
  });
};
