// Main API: GET /main/v1/organizations/{id}, the organisation with its sites and their engines
// (spec 1 §7), which the console loads when an organisation is chosen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { membershipOf } from '../../plugins/tenancy.ts';
import { getOrganization, organizationResponse } from '../account/index.ts';
import { siteResponse, sitesOfOrganization } from '../sites/index.ts';

export default async function mainOrganizations(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/organizations/:id',
    {
      schema: {
        tags: ['main'],
        summary:
          "An organisation of the caller with its sites and engines; a guest's with the sites they reach (others answer 404)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: organizationResponse.extend({ sites: z.array(siteResponse) }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      config: { access: { scope: 'organization', resource: 'account', level: 'READ', guests: true } },
    },
    async (request) => {
      const membership = membershipOf(request);
      const [organization, sites] = await Promise.all([
        getOrganization(app.db, membership),
        sitesOfOrganization(app.db, membership.organizationId),
      ]);
      const reached = membership.instances;
      return {
        ...organization,
        sites: reached ? sites.filter((site) => reached.includes(site.instance)) : sites,
      };
    },
  );
}
