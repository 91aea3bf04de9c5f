import { relatedTagsListQuerySchema, relatedTagsPageSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { relatedTagsPage } from './related-tags-list.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The site's related tags as the storefront offers them (issue 34): the merchant's entries with
 * the organic tags the site's engine computes now. Writes are the merchandising module's.
 */
export async function relatedTagsListRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sites/:siteId/related-tags',
    {
      schema: {
        tags: ['merchandising'],
        security: [{ bearer: [] }],
        summary:
          "A page of the queries with related tags in a language: the merchant's (curated and hidden), then the site's popular searches, each with the organic tags the engine computes now, shown or hidden",
        params: z.object({ siteId: z.uuid() }),
        querystring: relatedTagsListQuerySchema,
        response: { 200: relatedTagsPageSchema, ...errors },
      },
      config: {
        access: { scope: 'site', param: 'siteId', resource: 'play.relatedTags', level: 'READ' },
      },
    },
    async (request) => relatedTagsPage(app.db, options.indexes, siteOf(request).id, request.query),
  );
}
