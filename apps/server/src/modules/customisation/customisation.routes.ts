// Main API, customisation part (pinned §B): the layer's visual customisation of a site.
import { visualCustomisationSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { customisationOf, saveCustomisation } from './customisation.service.ts';

const siteParams = z.object({ id: z.uuid() });
const responses = {
  200: visualCustomisationSchema,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

export async function customisationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['main'], security: [{ bearer: [] }], params: siteParams, response: responses };

  routes.get(
    '/sites/:id/customisation',
    {
      schema: { ...common, summary: 'The layer visual customisation of a site (the default until saved)' },
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'READ' } },
    },
    async (request) => customisationOf(app.db, siteOf(request).id),
  );

  routes.put(
    '/sites/:id/customisation',
    {
      config: { access: { scope: 'site', resource: 'play.configuration', level: 'WRITE' } },
      schema: {
        ...common,
        summary:
          'Saves the layer visual customisation; options the platform does not offer (tax alternative price, variant selector) answer 400',
        body: visualCustomisationSchema,
      },
    },
    async (request) => saveCustomisation(app, siteOf(request), request.body, request.auth),
  );
}
