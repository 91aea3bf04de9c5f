import { DomainError, searchPreviewInputSchema, searchPreviewSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { withDraft, type SiteMerchandising } from '../merchandising/index.ts';
import { engineField } from './engine-config.ts';
import { explainedSearch } from './explain.ts';
import { previewAnswer, previewRequest, toPreviewAnswer } from './search-preview.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The console's search preview of an unsaved change (issue 15), of a search or a browse page, and
 * with `explain` why the answer is what it is (issue 17's Explain).
 */
export async function searchPreviewRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sites/:siteId/search-preview',
    {
      schema: {
        tags: ['merchandising'],
        security: [{ bearer: [] }],
        summary:
          "What a shopper would get for a query, or on a browse page (browseField and browseValue, no query), with the site's saved configuration and with one unsaved change (a facet configuration among them); with facets, the filter panel's facets and their first values too; nothing is stored",
        params: z.object({ siteId: z.uuid() }),
        body: searchPreviewInputSchema,
        response: { 200: searchPreviewSchema, ...errors },
      },
      config: { access: { scope: 'site', param: 'siteId', resource: 'explain', level: 'READ' } },
    },
    async (request) => {
      const { language, query, browseField, browseValue, change, explain, facets } = request.body;
      const site = siteOf(request);
      let edited: SiteMerchandising | undefined;
      const engine = await options.indexes.draft(site.id, language, (saved) => {
        edited = change ? withDraft(saved, change) : saved;
        return edited;
      });
      if (!engine || !edited) {
        throw new DomainError('global-400', `language: the site has no search in ${language}`, {
          status: 400,
        });
      }
      // A browse page as the console names it (CATEGORY, BRAND) and as the engine does.
      const page =
        browseField !== undefined && browseValue !== undefined
          ? { field: browseField, value: browseValue }
          : undefined;
      const browse = page && { field: engineField(page.field), value: page.value };
      const before = previewAnswer(engine.index, engine.saved, query, browse, facets);
      if (!explain) {
        return { before, after: previewAnswer(engine.index, engine.draft, query, browse, facets) };
      }
      // Explain: why the answer with the change (the saved one without a change) is what it is.
      const { response, explanation } = explainedSearch(
        engine.index,
        previewRequest(query, browse, facets),
        engine.draft,
        edited,
        page,
      );
      return { before, after: toPreviewAnswer(response, facets), explanation };
    },
  );
}
