import {
  languageSchema,
  relatedPromptDismissalSchema,
  relatedPromptProposalsSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import type { IndexManager } from './index-manager.ts';
import { dismissRelatedPromptProposal, proposeRelatedPrompts } from './related-prompt-proposals.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['merchandising'];
const security = [{ bearer: [] }];
const params = z.object({ siteId: z.uuid() });
const access = (level: 'READ' | 'WRITE') =>
  ({ scope: 'site', param: 'siteId', resource: 'play.relatedPrompts', level }) as const;

/** Related prompts proposed from what shoppers searched next (issue 34), to accept or dismiss. */
export async function relatedPromptProposalsRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/related-prompt-proposals',
    {
      schema: {
        tags,
        security,
        summary:
          "Related prompts proposed for the site's most searched popular searches in a language that have two or more learned next queries shown and no prompt yet, none dismissed; nothing is published",
        params,
        querystring: z.object({ language: languageSchema }),
        response: { 200: relatedPromptProposalsSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) =>
      proposeRelatedPrompts(
        app.db,
        options.indexes.popularSearches,
        siteOf(request).id,
        request.query.language,
      ),
  );

  routes.post(
    '/sites/:siteId/related-prompt-proposals/dismissals',
    {
      schema: {
        tags,
        security,
        summary: 'Dismisses the proposal for a query: it is not proposed again in that language',
        params,
        body: relatedPromptDismissalSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await dismissRelatedPromptProposal(app.db, siteOf(request).id, request.body);
      return reply.status(204).send(null);
    },
  );
}
