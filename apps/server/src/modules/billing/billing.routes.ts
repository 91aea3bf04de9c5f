import { plansResponseSchema, subscriptionResponseSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf, type AccessRule } from '../../plugins/tenancy.ts';
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
  // The Billing API opens to members holding BILLING (spec 1 §6, spec 2 §6): a stranger gets 404,
  // a member without it 403.
  const access: AccessRule = {
    scope: 'organization',
    param: 'organizationId',
    resource: 'account',
    level: 'READ',
    permission: 'BILLING',
  };

  routes.get(
    '/organizations/:organizationId/subscription',
    {
      schema: {
        ...common,
        summary: "The organisation's subscription; trial only while it runs (needs BILLING)",
        response: { 200: subscriptionResponseSchema, ...errors },
      },
      config: { access },
    },
    async (request) => getSubscription(app.db, membershipOf(request).organizationId, app.clock()),
  );

  routes.get(
    '/organizations/:organizationId/plans',
    {
      schema: {
        ...common,
        summary: 'The plans by key (needs BILLING)',
        response: { 200: plansResponseSchema, ...errors },
      },
      config: { access },
    },
    async () => listPlans(),
  );
}
