// Main API: GET /main/v1/organizations/{id}, the organisation with its sites and their engines
// (spec 1 §7), which the console loads when an organisation is chosen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, getMembership, organizationResponse, organizationView } from '../account/index.ts';
import { createOrganizationSitesRepo } from './main-organizations.repo.ts';

const siteResponse = z.object({
  uuid: z.uuid(),
  name: z.string(),
  url: z.string(),
  platform: z.string(),
  instance: z.string(),
  cssSelector: z.string(),
  enabled: z.boolean(),
  isIndexed: z.boolean(),
  environment: z.string(),
  engines: z.array(z.object({ uuid: z.uuid(), language: z.string(), default: z.boolean() })),
});

export default async function mainOrganizations(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/organizations/:id',
    {
      preHandler: app.authenticate,
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
        sites: sites.map(({ site, engines }) => ({
          uuid: site.id,
          name: site.name,
          url: site.url,
          platform: site.platform,
          instance: site.instance,
          cssSelector: site.cssSelector,
          enabled: site.enabled,
          isIndexed: site.isIndexed,
          environment: site.environment,
          engines: engines.map((engine) => ({
            uuid: engine.id,
            language: engine.language,
            default: engine.isDefault,
          })),
        })),
      };
    },
  );
}
