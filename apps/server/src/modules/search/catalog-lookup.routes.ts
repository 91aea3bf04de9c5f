import {
  empathizeResponseSchema,
  facetsResponseSchema,
  skuSearchResponseSchema,
  topClickedResponseSchema,
} from '@playboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toFacets, toResults, toTopTrends } from './empathy-responses.ts';
import {
  engineCall,
  errorResponses,
  filters,
  instanceParams,
  queryText,
  smallPage,
  storefrontQuery,
  storefrontTags as tags,
  type StorefrontRequests,
} from './storefront-request.ts';
import { taggingUrl } from './tagging-urls.ts';

const facetsQuery = storefrontQuery({ query: queryText.default(''), filter: filters });
const empathizeQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });
const pagedQuery = storefrontQuery({ ...smallPage });
const skuQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });

/** What a storefront looks up around a results page (contract §2): facets, suggestions, top clicked, SKUs. */
export function catalogLookupRoutes(app: FastifyInstance, storefronts: StorefrontRequests): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/search/v1/query/:instance/facets',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: facetsQuery,
        response: { 200: facetsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, filter } = request.query;
      const { engine } = await storefronts.open(request, reply, request.params.instance, request.query);
      const response = engineCall(() =>
        engine.index.search({ query, filters: filter, rows: 0, partials: false }, engine.config),
      );
      return { catalog: { facets: toFacets(response.facets) } };
    },
  );

  routes.get(
    '/search/v1/query/:instance/empathize',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: empathizeQuery,
        response: { 200: empathizeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, start, rows } = request.query;
      const { engine } = await storefronts.open(request, reply, request.params.instance, request.query);
      return toTopTrends(engineCall(() => engine.index.suggest(query, engine.config, { start, rows })));
    },
  );

  routes.get(
    '/search/v1/query/:instance/topclicked',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: pagedQuery,
        response: { 200: topClickedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { start, rows } = request.query;
      const storefront = await storefronts.open(request, reply, request.params.instance, request.query);
      const { engine } = storefront;
      const hits = engineCall(() => engine.index.topClicked(engine.config, { start, rows }));
      return { topclicked: { content: toResults(hits, start, storefront.tagging()), numFound: hits.length } };
    },
  );

  routes.get(
    '/search/v1/query/:instance/skusearch',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: skuQuery,
        response: { 200: skuSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, start, rows } = request.query;
      const storefront = await storefronts.open(request, reply, request.params.instance, request.query);
      const found = engineCall(() => storefront.engine.index.findByIdentifier(query, { start, rows }));
      const tagging = storefront.tagging();
      return {
        catalog: {
          content: toResults(found.results, start, tagging),
          numFound: found.total,
          tagging: { query: taggingUrl(tagging, 'query', { totalHits: found.total }) },
        },
      };
    },
  );
}
