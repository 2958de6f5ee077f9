import { COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as shareLinkSchemas from '@berufswahl/contracts/bo/endpoints/share-links.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { ShareLinksService } from './share-links.service';

/** The student's share links and the school's switch for them (issue 18, decision 236). */
export const shareLinksRoutes: FastifyPluginAsyncZod<{ shareLinks: ShareLinksService }> = async (app, { shareLinks }) => {
  const ownLinks = access.roles('SCHUELER').in('own');
  const coordinators = access.roles(...COORDINATOR_ROLES).in('school');

  app.route({
    ...declaredRoute(app, shareLinkSchemas.createShareLink, {
      config: { access: ownLinks },
      errors: [400, 401, 403, 404],
      description:
        'A link to the portfolio or one of the student\'s own stories for 1–90 days (default 14); another\'s or a trashed story 404. ' +
        '403 while the school has sharing switched off. `url` holds the token – the only time it is shown.',
    }),
    handler: async (request, reply) => reply.status(201).send(await shareLinks.create(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, shareLinkSchemas.shareLinks, {
      config: { access: ownLinks },
      errors: [401, 403],
      description: 'The student\'s links, newest first, with their state, `opened_count`, `last_opened_at` and the newest opens (time and kind only).',
    }),
    handler: async (request) => shareLinks.list(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, shareLinkSchemas.revokeShareLink, {
      config: { access: ownLinks },
      errors: [400, 401, 403, 404],
      description: 'Revokes one of the student\'s links; afterwards it answers 410. Revoking again is fine (204).',
    }),
    handler: async (request, reply) => {
      await shareLinks.revoke(requireCaller(request), request.params.linkUuid);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, shareLinkSchemas.schoolSharing, {
      config: { access: coordinators },
      errors: [400, 401, 403, 404],
      description: 'Whether the school\'s students may share (on unless a coordinator switched it off).',
    }),
    handler: async (request) => shareLinks.schoolSharing(requireCaller(request), request.params.schoolUuid),
  });

  app.route({
    ...declaredRoute(app, shareLinkSchemas.updateSchoolSharing, {
      config: { access: coordinators },
      errors: [400, 401, 403, 404],
      description: 'Switches sharing on or off for the school. Off, the students\' links answer 410 and new ones are refused (403).',
    }),
    handler: async (request) => shareLinks.setSchoolSharing(requireCaller(request), request.params.schoolUuid, request.body.sharing_enabled),
  });
};
