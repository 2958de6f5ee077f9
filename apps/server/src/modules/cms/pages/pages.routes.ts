import { errorBodySchema, pageParamsSchema, pageSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as pagesEndpoints from '@berufswahl/contracts/cms/endpoints/pages';
import { access } from '../../../platform/auth/access';
import type { PagesService } from './pages.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  // Legal and accessibility texts are public: they must be readable without an account (§ 5 DDG, BITV 2.0).
  app.get(
    urlOf(app, pagesEndpoints.page),
    {
      config: { access: access.public().in('none') },
      schema: { params: pageParamsSchema, response: { 200: pageSchema, 404: errorBodySchema } },
    },
    (request) => pages.loadPage(request.params.slug),
  );
};
