import { finished } from 'node:stream';
import { searchResponseSchema, type SearchServiceConfig } from '@playboard/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteMerchandising } from '../merchandising/index.ts';
import { explainedStorefrontSearch } from './explain.ts';
import type { IndexManager } from './index-manager.ts';
import { ReplicaLost, SearchRejected, type ThreadAnswer } from './replicas/search-replicas.ts';
import type { ResponseCache } from './response-cache.ts';
import {
  badRequest,
  engineCall,
  errorResponses,
  filters,
  instanceParams,
  page,
  queryText,
  sort,
  storefrontQuery,
  storefrontTags as tags,
  text,
  type StorefrontCall,
  type StorefrontRequests,
} from './storefront-request.ts';
import { storefrontSearch, type StorefrontSearch } from './storefront-search.ts';

// `explain=true` adds why the answer is what it is, for a member of the site's organisation allowed to
// read Explain (their console access token as bearer); anyone else gets the answer without it.
// `spellcheck=false` searches the words as typed, never corrected: the shopper's "Search instead for".
const searchQuery = storefrontQuery({
  query: queryText.default(''),
  filter: filters,
  sort,
  ...page,
  explain: z.enum(['true', 'false']).optional(),
  spellcheck: z.enum(['true', 'false'], 'must be true or false').optional(),
});
// Empathy's browse endpoint (contract §6): a category or brand page, no query text; `explain` as /search's.
const browseQuery = storefrontQuery({
  browseField: text(100).min(1),
  browseValue: text(500).min(1),
  filter: filters,
  sort,
  ...page,
  explain: z.enum(['true', 'false']).optional(),
});

/**
 * The engine field of a browse page: a category (`category`, `categories`, `categoryPaths`: a name
 * at any level, or a path `Women>Shoes`), the brand, or an attribute key as it is.
 */
function browseFieldOf(field: string): string {
  const name = field.trim();
  const known: Record<string, string> = {
    category: 'categories',
    categories: 'categories',
    categorypaths: 'categories',
    brand: 'brand',
    brands: 'brand',
  };
  return known[name.toLowerCase()] ?? name;
}

/** The 1-based page a start and rows name (1 for rows 0). */
const pageOf = (start: number, rows: number) => (rows > 0 ? Math.floor(start / rows) + 1 : 1);

/** The rows a page holds: what the request asks, else the instance's default, never above its most. */
const rowsOf = (asked: number | undefined, settings: SearchServiceConfig) =>
  Math.min(asked ?? settings.rows.default, settings.rows.max);

/**
 * Schedules (banners, rules) switch on whole minutes, so an answer is reused within its minute
 * only, and within the instance's answer cache time.
 */
const cacheMinuteMs = 60_000;
const jsonType = 'application/json; charset=utf-8';

/**
 * Fastify sends bytes as they are only over an ArrayBuffer, and hands any others to the route's
 * serializer: this one passes a search thread's answer slot (shared memory) on unchanged, and
 * Fastify then writes it like any buffer.
 */
const bytesAsTheyAre = (payload: unknown): string => payload as string;

/** Sends JSON that is already serialized, past the route's serializer. */
function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  reply.type(jsonType);
  if (typeof json !== 'string') reply.serializer(bytesAsTheyAre);
  return reply.send(json);
}

/**
 * A search thread's answer, or `undefined` when this thread searches: no thread holds the engine
 * in sync, or the one asked went away. The thread's answer is the same as this thread's would be.
 */
async function searchOnThread(
  indexes: IndexManager,
  storefront: StorefrontCall,
  call: StorefrontSearch,
): Promise<ThreadAnswer | undefined> {
  try {
    return await indexes.searchOnThread(storefront.engine, call);
  } catch (error) {
    if (error instanceof SearchRejected) throw badRequest(error.message);
    if (error instanceof ReplicaLost) return undefined;
    throw error;
  }
}

/**
 * A page of results, `/search` and `/browse` (contract §2, §6): answered from the cache when it
 * holds the answer, by a search thread when one holds the engine, and with Explain for a member.
 */
export function searchPageRoutes(
  app: FastifyInstance,
  storefronts: StorefrontRequests,
  deps: {
    indexes: IndexManager;
    /** Serialized `/search` answers; a disabled cache computes every answer. */
    cache: ResponseCache;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * An integrator's `explain=true` on `/search` or `/browse` (`page` names the browse page as the
   * call did): searched on this thread, never cached.
   */
  async function explainedAnswer(
    reply: FastifyReply,
    { site, engine }: StorefrontCall,
    call: StorefrontSearch,
    page?: { field: string; value: string },
  ): Promise<FastifyReply> {
    reply.header('cache-control', 'private, no-store');
    let merchandising: SiteMerchandising | undefined;
    const saved = await deps.indexes.draft(site.siteId, engine.language, (current) => {
      merchandising = current;
      return current;
    });
    if (!saved || !merchandising) throw badRequest(`lang: the site has no search in ${engine.language}`);
    const rules = merchandising;
    return sendJson(
      reply,
      engineCall(() => explainedStorefrontSearch(saved.index, saved.saved, rules, call, page)),
    );
  }

  /**
   * Answers a storefront search or browse call, from the cache when it holds the answer. The
   * version in the key is the one searched: nothing awaits before the search starts, and a search
   * thread applies the changes posted before the search first. Versions are unique per engine and
   * state, and the tagging URLs echo the request's text.
   */
  async function answerSearch(
    reply: FastifyReply,
    storefront: StorefrontCall,
    query: { lang?: string | undefined; scope?: string | undefined; origin?: string | undefined },
    call: StorefrontSearch,
  ): Promise<FastifyReply> {
    const { engine, settings } = storefront;
    const policy = {
      instance: storefront.instance,
      ttlMs: settings.answerCache.seconds * 1000,
      entries: settings.answerCache.entries,
    };
    const key =
      deps.cache.enabled && settings.answerCache.enabled && !storefront.preview
        ? JSON.stringify([
            engine.version,
            Math.floor(call.now / cacheMinuteMs),
            storefront.instance,
            query.lang ?? null,
            query.scope ?? null,
            query.origin ?? null,
            call.query,
            call.browse ?? null,
            call.filters,
            call.sort ?? null,
            call.start,
            call.rows,
            call.spellcheck ?? true,
          ])
        : undefined;
    const cached = key === undefined ? undefined : deps.cache.get(key, call.now);
    if (cached !== undefined) return sendJson(reply, cached);
    const answer = await searchOnThread(deps.indexes, storefront, call);
    if (answer === undefined) {
      const json = engineCall(() => storefrontSearch(engine.index, engine.config, call));
      if (key !== undefined) deps.cache.set(key, json, policy, call.now);
      return sendJson(reply, json);
    }
    // The bytes are lent until they have gone out, or the connection has (maybe already).
    finished(reply.raw, answer.release);
    if (key !== undefined) deps.cache.set(key, answer.body.toString(), policy, call.now);
    return sendJson(reply, answer.body);
  }

  routes.get(
    '/search/v1/query/:instance/search',
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: searchQuery,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const storefront = await storefronts.open(request, reply, request.params.instance, query);
      const rows = rowsOf(query.rows, storefront.settings);
      const call: StorefrontSearch = {
        query: query.query,
        filters: query.filter,
        sort: query.sort,
        start: query.start,
        rows,
        spellcheck: query.spellcheck !== 'false',
        now: Date.now(),
        tagging: storefront.tagging(pageOf(query.start, rows)),
      };
      if (query.explain === 'true' && (await storefronts.isMemberPreview(request, storefront.site)))
        return explainedAnswer(reply, storefront, call);
      return answerSearch(reply, storefront, query, call);
    },
  );

  routes.get(
    '/search/v1/query/:instance/browse',
    {
      schema: {
        tags,
        summary:
          "A category or brand page (Empathy's browse endpoint): the products whose browseField holds browseValue, ranked by the site's browse rules; filters, sort, paging and explain=true as /search",
        params: instanceParams,
        querystring: browseQuery,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const storefront = await storefronts.open(request, reply, request.params.instance, query);
      const rows = rowsOf(query.rows, storefront.settings);
      const call: StorefrontSearch = {
        query: '',
        browse: { field: browseFieldOf(query.browseField), value: query.browseValue },
        filters: query.filter,
        sort: query.sort,
        start: query.start,
        rows,
        now: Date.now(),
        tagging: storefront.tagging(pageOf(query.start, rows)),
      };
      if (query.explain === 'true' && (await storefronts.isMemberPreview(request, storefront.site)))
        return explainedAnswer(reply, storefront, call, {
          field: query.browseField,
          value: query.browseValue,
        });
      return answerSearch(reply, storefront, query, call);
    },
  );
}
