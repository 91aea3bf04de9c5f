// Main API, sites part (spec 1 §7): GET and PATCH sites/{id}, PATCH sites/{id}/enable|disable.
import { sitePatchSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { siteResponse } from './site-view.ts';
import { getSite, setSiteEnabled, updateSite } from './sites.service.ts';

/** Longest schedule between syncs: a week. 0 turns the schedule off. */
export const maxSyncIntervalMinutes = 7 * 24 * 60;

const siteParams = z.object({ id: z.uuid() });

const patchBody = sitePatchSchema.extend({
  syncIntervalMinutes: z.number().int().min(0).max(maxSyncIntervalMinutes).optional(),
});

const responses = {
  200: siteResponse,
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

export async function mainSitesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['main'], security: [{ bearer: [] }], params: siteParams, response: responses };

  routes.get(
    '/sites/:id',
    {
      schema: { ...common, summary: 'A site of the caller with its engines (others answer 404)' },
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'READ' } },
    },
    (request) => getSite(app.db, siteOf(request)),
  );

  routes.patch(
    '/sites/:id',
    {
      config: { access: { scope: 'site', resource: 'instanceManagement', level: 'WRITE' } },
      schema: {
        ...common,
        summary:
          'Renames a site, sets the layer trigger CSS selector, the minutes between syncs or the time zone analytics count days in',
        body: patchBody,
      },
    },
    (request) => updateSite(app, siteOf(request), request.body, request.auth),
  );

  for (const action of ['enable', 'disable'] as const) {
    routes.patch(
      `/sites/:id/${action}`,
      {
        config: { access: { scope: 'site', resource: 'instanceManagement', level: 'WRITE' } },
        schema: {
          ...common,
          summary: `${action === 'enable' ? 'Switches the search layer on' : 'Switches the search layer off'}; the storefront follows at once`,
        },
      },
      (request) => setSiteEnabled(app, siteOf(request), action === 'enable', request.auth),
    );
  }
}
