// Main API: GET /main/v1/organizations/{id}, the organisation with its sites and their engines
// (spec 1 §7), which the console loads when an organisation is chosen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { getMembership, organizationResponse, organizationView } from '../account/index.ts';
import { siteResponse, siteView } from '../sites/index.ts';
import { createOrganizationSitesRepo } from './main-organizations.repo.ts';

export default async function mainOrganizations(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/organizations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['main'],
        summary: 'An organisation of the caller with its sites and engines (others answer 404)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: organizationResponse.extend({ sites: z.array(siteResponse) }),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const membership = await getMembership(app.db, request.auth.userId, request.params.id);
      const sites = await createOrganizationSitesRepo(app.db, {
        organizationId: membership.organization.id,
      }).sitesWithEngines();
      return {
        ...organizationView(membership),
        sites: sites.map(({ site, engines }) => siteView(site, engines)),
      };
    },
  );
}
