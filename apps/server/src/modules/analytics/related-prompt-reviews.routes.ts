// The related prompts screen's "To review" panel (docs/related-prompts.md): the prompts whose
// outcome asks for a look, and keeping one as it is. Mounted with analytics, whose figures it reads.
import { languageSchema, relatedPromptKeepSchema, relatedPromptReviewsSchema } from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { keepPromptFlag, promptReviews } from './prompt-outcomes.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  503: errorResponse,
};
const tags = ['merchandising'];
const security = [{ bearer: [] }];
const params = z.object({ siteId: z.uuid() });
const access = (level: 'READ' | 'WRITE') =>
  ({ scope: 'site', param: 'siteId', resource: 'play.relatedPrompts', level }) as const;

export async function relatedPromptReviewsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/sites/:siteId/related-prompt-reviews',
    {
      schema: {
        tags,
        security,
        summary:
          'The prompts shown in a language to look at again over the last 30 days: a next query finds no products now, or shoppers rarely pick it (shown 100 times or more, CTR under a quarter of the site average); kept flags stay away until their figures change',
        params,
        querystring: z.object({ language: languageSchema }),
        response: { 200: relatedPromptReviewsSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => promptReviews(app, siteOf(request), request.query.language),
  );

  routes.post(
    '/sites/:siteId/related-prompt-reviews/keeps',
    {
      schema: {
        tags,
        security,
        summary:
          'Keeps a prompt as it is despite a flag: it is not listed again for it until its figures change (other next queries find nothing; the days after the keep alone make it rarely picked)',
        params,
        body: relatedPromptKeepSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request, reply) => {
      await keepPromptFlag(app, siteOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
