import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { pageViewRequest } from './account.schemas.ts';
import { createPageViewsRepo } from './page-views.repo.ts';

export async function pageViewsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/page-views',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "Records the console's page view after a navigation",
        security: [{ bearer: [] }],
        body: pageViewRequest,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      await createPageViewsRepo(app.db, { userId: request.auth.userId }).insert(
        request.body.path,
        app.clock(),
      );
      return reply.status(204).send(null);
    },
  );
}
