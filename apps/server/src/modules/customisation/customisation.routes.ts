// Main API, customisation part (pinned §B): the layer's visual customisation of a site.
import { visualCustomisationSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOfUser } from '../sites/index.ts';
import { customisationOf, saveCustomisation } from './customisation.service.ts';

const siteParams = z.object({ id: z.uuid() });
const responses = {
  200: visualCustomisationSchema,
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
};

export async function customisationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['main'], security: [{ bearer: [] }], params: siteParams, response: responses };

  routes.get(
    '/sites/:id/customisation',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'The layer visual customisation of a site (the default until saved)' },
    },
    async (request) =>
      customisationOf(app.db, (await siteOfUser(app.db, request.auth.userId, request.params.id)).id),
  );

  routes.put(
    '/sites/:id/customisation',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Saves the layer visual customisation; options the platform does not offer (tax alternative price, variant selector) answer 400',
        body: visualCustomisationSchema,
      },
    },
    async (request) =>
      saveCustomisation(
        app.db,
        await siteOfUser(app.db, request.auth.userId, request.params.id),
        request.body,
      ),
  );
}
