import { resultsVisibilitySchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteOf } from '../../plugins/tenancy.ts';
import { indexApi, siteParams } from './index-api.ts';
import { resultsVisibility, saveResultsVisibility } from './results-visibility.service.ts';

export async function resultsVisibilityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { tags, security, errors } = indexApi;
  const schema = {
    tags,
    security,
    params: siteParams,
    response: { 200: resultsVisibilitySchema, ...errors },
  };

  routes.get(
    '/sites/:id/index-settings',
    {
      schema: { ...schema, summary: 'Results visibility' },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => resultsVisibility(app.db, siteOf(request).id),
  );

  routes.post(
    '/sites/:id/index-settings',
    {
      schema: {
        ...schema,
        summary:
          'Sets whether out-of-stock products show and whether products not available for order are buried',
        body: resultsVisibilitySchema,
      },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'WRITE' } },
    },
    async (request) => saveResultsVisibility(app.db, siteOf(request).id, request.body, request.auth),
  );
}
