import { organizationInputSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf } from '../../plugins/tenancy.ts';
import { organizationParams, organizationResponse } from './account.schemas.ts';
import { createOrganization, getOrganization, updateOrganization } from './organizations.service.ts';

export async function organizationsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['account'], security: [{ bearer: [] }] };

  routes.post(
    '/organizations',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Creates an organisation; the caller becomes its owner with BILLING',
        body: organizationInputSchema,
        response: { 201: organizationResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrganization(app.db, request.auth.userId, request.body, app.clock())),
  );

  routes.get(
    '/organizations/:id',
    {
      schema: {
        ...common,
        summary: 'An organisation of the caller (others answer 404)',
        params: organizationParams,
        response: { 200: organizationResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      config: { access: { scope: 'organization', resource: 'account', level: 'READ' } },
    },
    async (request) => getOrganization(app.db, membershipOf(request)),
  );

  routes.patch(
    '/organizations/:id',
    {
      schema: {
        ...common,
        summary: "Changes an organisation's name or business type",
        params: organizationParams,
        body: organizationInputSchema.partial(),
        response: {
          200: organizationResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      config: { access: { scope: 'organization', resource: 'account', level: 'WRITE' } },
    },
    async (request) => updateOrganization(app.db, membershipOf(request), request.body),
  );
}
