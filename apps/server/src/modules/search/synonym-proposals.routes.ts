import { languageSchema, synonymProposalsSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { proposeSynonyms } from './synonym-proposals.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The synonyms screen's proposals (issue 30), beside the synonym groups' routes under
 * `/synonyms` (a static segment, so `/synonyms/:id` never takes it); served by the search module,
 * which holds the live indexes the replay searches.
 */
export async function synonymProposalsRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sites/:siteId/synonyms/proposals',
    {
      schema: {
        tags: ['merchandising'],
        security: [{ bearer: [] }],
        summary:
          "The built-in synonyms that served the site's most frequent searches of the last 30 days in a language (at most 200 replayed, with the built-in synonyms on), as groups of its own to accept: at most 20, the most searches first, without those its groups cover; nothing is stored",
        params: z.object({ siteId: z.uuid() }),
        querystring: z.object({ language: languageSchema }),
        response: { 200: synonymProposalsSchema, ...errors },
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'play.synonym', level: 'READ' } },
    },
    async (request) =>
      proposeSynonyms(app.db, options.indexes, siteOf(request), request.query.language, app.clock()),
  );
}
