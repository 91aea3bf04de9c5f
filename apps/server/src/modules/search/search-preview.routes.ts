import { DomainError, searchPreviewInputSchema, searchPreviewSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { previewAnswer, withChange } from './search-preview.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The console's search preview of an unsaved synonym group, redirection or banner (issue 15). */
export async function searchPreviewRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sites/:siteId/search-preview',
    {
      schema: {
        tags: ['merchandising'],
        security: [{ bearer: [] }],
        summary:
          "What a shopper would get for a query with the site's saved configuration and with one unsaved change; nothing is stored",
        params: z.object({ siteId: z.uuid() }),
        body: searchPreviewInputSchema,
        response: { 200: searchPreviewSchema, ...errors },
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'explain', level: 'READ' } },
    },
    async (request) => {
      const { language, query, change } = request.body;
      const site = siteOf(request);
      const engine = await options.indexes.draft(site.id, language, (saved) =>
        change ? withChange(saved, change) : saved,
      );
      if (!engine) {
        throw new DomainError('global-400', `language: the site has no search in ${language}`, {
          status: 400,
        });
      }
      return {
        before: previewAnswer(engine.index, engine.saved, query),
        after: previewAnswer(engine.index, engine.draft, query),
      };
    },
  );
}
