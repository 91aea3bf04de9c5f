import {
  DomainError,
  popularSearchBuildRequestSchema,
  popularSearchBuildSchema,
  popularSearchListQuerySchema,
  popularSearchPageSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { siteOf } from '../../plugins/tenancy.ts';
import { engineLanguages } from '../sites/index.ts';
import type { IndexManager } from './index-manager.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['merchandising'];
const security = [{ bearer: [] }];
const params = z.object({ siteId: z.uuid() });
const access = (level: 'READ' | 'WRITE') =>
  ({ scope: 'site', param: 'siteId', resource: 'play.nextQueries', level }) as const;

/** The site's popular searches (issue 34): what the last build learned, and a build on demand. */
export async function popularSearchesRoutes(app: FastifyInstance, options: { indexes: IndexManager }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const builds = options.indexes.popularSearches;

  routes.get(
    '/sites/:siteId/popular-searches',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the site's popular searches in a language as the last build learned them, each shown or kept out by a banned word now, with the build's account and when the schedule builds next",
        params,
        querystring: popularSearchListQuerySchema,
        response: { 200: popularSearchPageSchema, ...errors },
      },
      config: { access: access('READ') },
    },
    async (request) => builds.page(siteOf(request).id, request.query),
  );

  routes.post(
    '/sites/:siteId/popular-searches/builds',
    {
      schema: {
        tags,
        security,
        summary:
          "Learns the site's popular searches in a language now from its searches (a request while one runs joins it); the storefront shows them at once; 404 for a language the site has no engine in",
        params,
        body: popularSearchBuildRequestSchema,
        response: { 200: popularSearchBuildSchema, ...errors },
      },
      config: { access: access('WRITE') },
    },
    async (request) => {
      const site = siteOf(request);
      const language = request.body.language.toLowerCase();
      const languages = (await engineLanguages(app.db, site.id)).map((each) => each.toLowerCase());
      if (!languages.includes(language))
        throw new DomainError('global-404', `The site has no engine in ${request.body.language}`, {
          status: 404,
        });
      const build = await builds.build(site.id, language, 'manual');
      await options.indexes.refreshStats(site.id);
      return build;
    },
  );
}
