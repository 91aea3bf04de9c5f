import { plansResponseSchema, subscriptionResponseSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { getSubscription, listPlans } from './billing.service.ts';

const organizationParams = z.object({ organizationId: z.uuid() });

export async function billingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = {
    tags: ['billing'],
    security: [{ bearer: [] }],
    params: organizationParams,
  };
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

  routes.get(
    '/organizations/:organizationId/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The organisation's subscription; trial only while it runs (needs BILLING)",
        response: { 200: subscriptionResponseSchema, ...errors },
      },
    },
    async (request) =>
      getSubscription(app.db, request.auth.userId, request.params.organizationId, app.clock()),
  );

  routes.get(
    '/organizations/:organizationId/plans',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The plans by key (needs BILLING)',
        response: { 200: plansResponseSchema, ...errors },
      },
    },
    async (request) => listPlans(app.db, request.auth.userId, request.params.organizationId),
  );
}
