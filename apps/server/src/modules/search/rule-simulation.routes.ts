import { ruleSimulationInputSchema, ruleSimulationSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { simulateRule } from './rule-simulation.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The rule simulator (issue 17): a draft business rule or query ranking rule replayed on the site's
 * most frequent searches of the last 30 days, with the saved rules and with the draft.
 */
export async function ruleSimulationRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sites/:siteId/rule-simulations',
    {
      schema: {
        tags: ['merchandising'],
        security: [{ bearer: [] }],
        summary:
          "What a draft rule would change on the site's most frequent searches of the last 30 days (at most 200): how many and what share of the traffic, and per changed query its top 10 before and after; nothing is stored",
        params: z.object({ siteId: z.uuid() }),
        body: ruleSimulationInputSchema,
        response: { 200: ruleSimulationSchema, ...errors },
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'explain', level: 'READ' } },
    },
    async (request) => {
      const site = siteOf(request);
      return simulateRule(app.db, options.indexes, site, request.body, app.clock());
    },
  );
}
