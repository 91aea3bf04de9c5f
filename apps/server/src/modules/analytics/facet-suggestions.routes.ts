import { facetSuggestionsQuerySchema, facetSuggestionsSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { facetSuggestions } from './facet-suggestions.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The order of facets the facets by context screen suggests for a context's searches. */
export async function facetSuggestionsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sites/:id/facet-suggestions',
    {
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary:
          'How often shoppers filtered the searches for some queries (comma-joined) by each facet over the last 30 days, most filtered first, and how many such searches there were',
        params: z.object({ id: z.uuid() }),
        querystring: facetSuggestionsQuerySchema,
        response: { 200: facetSuggestionsSchema, ...errors },
      },
      config: { access: { scope: 'site', resource: 'play.facets', level: 'READ' } },
    },
    async (request) => facetSuggestions(app.db, siteOf(request).id, request.query.query, new Date()),
  );
}
