import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as pagesSchemas from '@berufswahl/contracts/cms/endpoints/pages.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { PagesService } from './pages.service';

export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  // Legal and accessibility texts are public: they must be readable without an account (§ 5 DDG, BITV 2.0).
  app.route({
    ...declaredRoute(app, pagesSchemas.page, { config: { access: access.public().in('none') }, errors: [404] }),
    handler: (request) => pages.loadPage(request.params.slug),
  });
};
