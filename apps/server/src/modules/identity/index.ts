import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../../platform/auth/access';
import type { AppContext } from '../../platform/context';
import { clientsRoutes } from './clients/clients.routes';
import { createClientsRepository } from './clients/clients.repository';
import { createClientsService } from './clients/clients.service';
import { schoolsRoutes } from './schools/schools.routes';
import { createSchoolsRepository } from './schools/schools.repository';
import { createSchoolsService } from './schools/schools.service';
import { createUsersRepository } from './users/users.repository';
import { usersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

/** Mounted at /api/identity/v1. */
export const identityModule: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  await app.register(usersRoutes, { users: createUsersService(createUsersRepository(db)) });
  await app.register(clientsRoutes, { clients: createClientsService(createClientsRepository(db)) });
  await app.register(schoolsRoutes, { schools: createSchoolsService(createSchoolsRepository(db)) });
};

/** Finds the caller behind a token's subject; other modules and the access guard use it. */
export function createCallerLoader({ db }: Pick<AppContext, 'db'>) {
  const repository = createUsersRepository(db);
  return async (subject: string): Promise<Caller | null> => {
    const user = await repository.findBySubject(subject);
    if (!user) return null;
    return {
      uuid: user.uuid,
      clientUuid: user.clientUuid,
      schoolUuid: user.schoolUuid,
      roles: user.roles,
      activeRole: user.roles.includes(user.activeRole) ? user.activeRole : (user.roles[0] ?? 'DEACTIVATED'),
    };
  };
}
