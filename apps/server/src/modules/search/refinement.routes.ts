import {
  nextQueriesResponseSchema,
  relatedPromptsResponseSchema,
  relatedTagsResponseSchema,
  semanticQueriesResponseSchema,
} from '@playboard/domain';
import { DEFAULT_SEMANTIC_K } from '@playboard/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toRefinements, toRelatedPrompts, toSemanticQueries } from './empathy-responses.ts';
import {
  engineCall,
  errorResponses,
  instanceParams,
  integer,
  queryText,
  smallPage,
  storefrontQuery,
  storefrontTags as tags,
  type StorefrontRequests,
} from './storefront-request.ts';

/** Most semantic queries one call asks for (`k`): a storefront shows a handful of carousels. */
const maxSemanticQueries = 20;

const refinementQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });
// Contract §3.11: the text comes as `q`, and `k` from the storefront's extra parameters.
const semanticsQuery = storefrontQuery({
  q: queryText.default(''),
  k: integer(1, maxSemanticQueries).default(DEFAULT_SEMANTIC_K),
});

/** Where a storefront takes the shopper next from a query (contract §3): next queries, related tags, prompts and queries. */
export function refinementRoutes(app: FastifyInstance, storefronts: StorefrontRequests): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/nextqueries/:instance',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: refinementQuery,
        response: { 200: nextQueriesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, start, rows } = request.query;
      const { engine } = await storefronts.open(request, reply, request.params.instance, request.query);
      const refinements = engineCall(() => engine.index.nextQueries(query, engine.config, { start, rows }));
      return { data: { nextqueries: toRefinements(refinements) } };
    },
  );

  routes.get(
    '/relatedtags/:instance',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: refinementQuery,
        response: { 200: relatedTagsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, start, rows } = request.query;
      const { engine } = await storefronts.open(request, reply, request.params.instance, request.query);
      const refinements = engineCall(() => engine.index.relatedTags(query, engine.config, { start, rows }));
      return {
        data: {
          relatedtags: refinements.map((item, index) => ({
            query: item.query,
            tag: item.tag ?? item.query,
            source: item.source,
            position: index + 1,
          })),
        },
        status: 200,
      };
    },
  );

  routes.get(
    '/relatedprompts/:instance',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: refinementQuery,
        response: { 200: relatedPromptsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const storefront = await storefronts.open(request, reply, request.params.instance, request.query);
      const { engine } = storefront;
      // A prompt's other pivots (a store, a device) are the request's parameters of those names.
      const prompts = engineCall(() =>
        engine.index.relatedPrompts(request.query.query, engine.config, request.query),
      );
      return toRelatedPrompts(prompts, storefront.tagging());
    },
  );

  routes.get(
    '/semantics-api/search_single/:instance',
    {
      schema: {
        tags,
        summary:
          'Queries that find the same products as `q` (contract §3.11), closest first; none when `q` finds nothing',
        params: instanceParams,
        querystring: semanticsQuery,
        response: { 200: semanticQueriesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { q: query, k } = request.query;
      const { engine } = await storefronts.open(request, reply, request.params.instance, request.query);
      return toSemanticQueries(engineCall(() => engine.index.semanticQueries(query, engine.config, { k })));
    },
  );
}
