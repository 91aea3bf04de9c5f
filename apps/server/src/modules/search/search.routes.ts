import { finished } from 'node:stream';
import {
  DomainError,
  empathizeResponseSchema,
  facetsResponseSchema,
  nextQueriesResponseSchema,
  relatedPromptsResponseSchema,
  relatedTagsResponseSchema,
  searchResponseSchema,
  semanticQueriesResponseSchema,
  skuSearchResponseSchema,
  topClickedResponseSchema,
} from '@playboard/domain';
import { DEFAULT_SEMANTIC_K, parseFilter, type SortOrder } from '@playboard/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { reachScope } from '../../plugins/tenancy.ts';
import type { InstanceDirectory, InstanceEntry } from './instance-directory.ts';
import type { IndexManager, LiveEngine } from './index-manager.ts';
import { ReplicaLost, SearchRejected, type ThreadAnswer } from './replicas/search-replicas.ts';
import type { ResponseCache } from './response-cache.ts';
import type { SiteMerchandising } from '../merchandising/index.ts';
import { explainedStorefrontSearch } from './explain.ts';
import { storefrontSearch, type StorefrontSearch } from './storefront-search.ts';
import {
  toFacets,
  toRefinements,
  toRelatedPrompts,
  toResults,
  toSemanticQueries,
  toTopTrends,
} from './empathy-responses.ts';
import { taggingUrl, type TaggingContext } from './tagging-urls.ts';

/** Longest query text accepted; shoppers type words, not documents. */
export const maxQueryLength = 1000;
/** Largest page: a storefront restoring several pages of 24 stays under it. */
export const maxRows = 200;
/** Deepest offset: beyond it nobody is browsing, and the cost grows with it. */
export const maxStart = 10_000;
export const maxFilters = 100;
/** Most semantic queries one call asks for (`k`): a storefront shows a handful of carousels. */
export const maxSemanticQueries = 20;

export const errorResponses = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

// Storefronts copy their snippet configuration into every call (contract §1.3): accept any key.
const storefrontQuery = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      lang: text(20).optional(),
      scope: text(100).optional(),
      origin: text(200).optional(),
      ...shape,
    })
    .catchall(z.union([text(2048), z.array(text(2048)).max(maxFilters)]));

const queryText = text(maxQueryLength);
const filters = z
  .union([text(500), z.array(text(500)).max(maxFilters)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .superRefine((values, context) => {
    for (const value of values) {
      if (!parseFilter(value)) {
        context.addIssue({
          code: 'custom',
          message: `"${value}" is not a filter (field:value or field:min-max)`,
        });
      }
    }
  });
const sort = text(100)
  .optional()
  .transform((value, context): SortOrder | undefined => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '' || trimmed === 'relevance') return undefined;
    if (trimmed === 'newest') return { field: 'createdAt', direction: 'desc' };
    const match = /^([A-Za-z_][\w.]*)\s+(asc|desc)$/.exec(trimmed);
    if (!match) {
      context.addIssue({ code: 'custom', message: `"${trimmed}" is not a sort (field asc|desc)` });
      return z.NEVER;
    }
    return { field: match[1]!, direction: match[2] as 'asc' | 'desc' };
  });

const instanceParams = z.object({ instance: text(100).min(1) });
const page = { start: integer(0, maxStart).default(0), rows: integer(0, maxRows).default(24) };
const smallPage = { start: integer(0, maxStart).default(0), rows: integer(0, 50).default(10) };

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
const facetsQuery = storefrontQuery({ query: queryText.default(''), filter: filters });
const empathizeQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });
const pagedQuery = storefrontQuery({ ...smallPage });
const skuQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });
const refinementQuery = storefrontQuery({ query: queryText.default(''), ...smallPage });
// Contract §3.11: the text comes as `q`, and `k` from the storefront's extra parameters.
const semanticsQuery = storefrontQuery({
  q: queryText.default(''),
  k: integer(1, maxSemanticQueries).default(DEFAULT_SEMANTIC_K),
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
const pageOf = (query: { start: number; rows: number }) =>
  query.rows > 0 ? Math.floor(query.start / query.rows) + 1 : 1;

/** Schedules (banners, rules) switch on whole minutes, so an answer is reused within its minute only. */
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

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/**
 * A search thread's answer, or `undefined` when this thread searches: no thread holds the engine
 * in sync, or the one asked went away. The thread's answer is the same as this thread's would be.
 */
async function searchOnThread(
  indexes: IndexManager,
  engine: LiveEngine,
  call: StorefrontSearch,
): Promise<ThreadAnswer | undefined> {
  try {
    return await indexes.searchOnThread(engine, call);
  } catch (error) {
    if (error instanceof SearchRejected) throw badRequest(error.message);
    if (error instanceof ReplicaLost) return undefined;
    throw error;
  }
}

/** The engine rejects misuse with `search: ...`; that is the caller's mistake, never a 500. */
function engineCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('search:')) throw badRequest(error.message);
    throw error;
  }
}

/** The storefront search API at the Empathy Platform paths (contract §2). */
export function searchRoutes(
  app: FastifyInstance,
  deps: {
    directory: InstanceDirectory;
    indexes: IndexManager;
    publicUrl: string;
    /** Serialized `/search` answers; a disabled cache computes every answer. */
    cache: ResponseCache;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['storefront search'];

  /**
   * Whether the request carries the access token of a member of the site's organisation who may
   * preview its search (`explain`): the console's preview searches a site before its layer is
   * switched on. The token is verified as `app.authenticate` does; a missing, bad or foreign one is
   * simply not a member's.
   */
  async function isMemberPreview(request: FastifyRequest, site: InstanceEntry): Promise<boolean> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
    try {
      const auth = await app.verifyAccessToken(token);
      await reachScope(app, auth, { scope: 'site', resource: 'explain', level: 'READ' }, site.siteId);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  /**
   * The engine a storefront call searches. A disabled site answers 404 to the public and only its
   * organisation's members see it (`preview`): such answers are never cached, here or by browsers
   * and proxies, so the public cannot be served one.
   */
  async function engineFor(
    request: FastifyRequest,
    reply: FastifyReply,
    instance: string,
    lang: string | undefined,
  ): Promise<{ engine: LiveEngine; preview: boolean; site: InstanceEntry }> {
    const site = await deps.directory.resolve(instance);
    if (!site) throw new DomainError('global-404', `Instance ${instance} not found`, { status: 404 });
    const preview = !site.enabled && (await isMemberPreview(request, site));
    if (!site.enabled && !preview)
      throw new DomainError('global-404', `Instance ${instance} is disabled`, { status: 404 });
    if (preview) reply.header('cache-control', 'private, no-store');
    const engine = await deps.indexes.engine(site.siteId, lang ?? site.languages[0], site.languages);
    return { engine, preview, site };
  }

  function context(
    instance: string,
    engine: LiveEngine,
    query: {
      query?: string;
      lang?: string | undefined;
      scope?: string | undefined;
      origin?: string | undefined;
    },
    page?: number,
  ): TaggingContext {
    return {
      publicUrl: deps.publicUrl,
      instance,
      query: query.query ?? '',
      lang: query.lang ?? engine.language,
      scope: query.scope,
      origin: query.origin,
      page,
    };
  }

  /**
   * An integrator's `explain=true` on `/search` or `/browse` (`page` names the browse page as the
   * call did): searched on this thread, never cached.
   */
  async function explainedAnswer(
    site: InstanceEntry,
    engine: LiveEngine,
    call: StorefrontSearch,
    page?: { field: string; value: string },
  ): Promise<string> {
    let merchandising: SiteMerchandising | undefined;
    const saved = await deps.indexes.draft(site.siteId, engine.language, (current) => {
      merchandising = current;
      return current;
    });
    if (!saved || !merchandising) throw badRequest(`lang: the site has no search in ${engine.language}`);
    const rules = merchandising;
    return engineCall(() => explainedStorefrontSearch(saved.index, saved.saved, rules, call, page));
  }

  /**
   * Answers a storefront search or browse call, from the cache when it holds the answer. The
   * version in the key is the one searched: nothing awaits before the search starts, and a search
   * thread applies the changes posted before the search first. Versions are unique per engine and
   * state, and the tagging URLs echo the request's text.
   */
  async function answerSearch(
    reply: FastifyReply,
    engine: LiveEngine,
    preview: boolean,
    instance: string,
    query: { lang?: string | undefined; scope?: string | undefined; origin?: string | undefined },
    call: StorefrontSearch,
  ): Promise<FastifyReply> {
    const key =
      deps.cache.enabled && !preview
        ? JSON.stringify([
            engine.version,
            Math.floor(call.now / cacheMinuteMs),
            instance,
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
    const cached = key === undefined ? undefined : deps.cache.get(key);
    if (cached !== undefined) return sendJson(reply, cached);
    const answer = await searchOnThread(deps.indexes, engine, call);
    if (answer === undefined) {
      const json = engineCall(() => storefrontSearch(engine.index, engine.config, call));
      if (key !== undefined) deps.cache.set(key, json);
      return sendJson(reply, json);
    }
    // The bytes are lent until they have gone out, or the connection has (maybe already).
    finished(reply.raw, answer.release);
    if (key !== undefined) deps.cache.set(key, answer.body.toString());
    return sendJson(reply, answer.body);
  }

  const q = '/search/v1/query/:instance';

  routes.get(
    `${q}/search`,
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: searchQuery,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { instance } = request.params;
      const query = request.query;
      const { engine, preview, site } = await engineFor(request, reply, instance, query.lang);
      const call: StorefrontSearch = {
        query: query.query,
        filters: query.filter,
        sort: query.sort,
        start: query.start,
        rows: query.rows,
        spellcheck: query.spellcheck !== 'false',
        now: Date.now(),
        tagging: context(instance, engine, query, pageOf(query)),
      };
      if (query.explain === 'true' && (await isMemberPreview(request, site))) {
        reply.header('cache-control', 'private, no-store');
        return sendJson(reply, await explainedAnswer(site, engine, call));
      }
      return answerSearch(reply, engine, preview, instance, query, call);
    },
  );

  routes.get(
    `${q}/browse`,
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
      const { instance } = request.params;
      const query = request.query;
      const { engine, preview, site } = await engineFor(request, reply, instance, query.lang);
      const call: StorefrontSearch = {
        query: '',
        browse: { field: browseFieldOf(query.browseField), value: query.browseValue },
        filters: query.filter,
        sort: query.sort,
        start: query.start,
        rows: query.rows,
        now: Date.now(),
        tagging: context(instance, engine, query, pageOf(query)),
      };
      if (query.explain === 'true' && (await isMemberPreview(request, site))) {
        reply.header('cache-control', 'private, no-store');
        const page = { field: query.browseField, value: query.browseValue };
        return sendJson(reply, await explainedAnswer(site, engine, call, page));
      }
      return answerSearch(reply, engine, preview, instance, query, call);
    },
  );

  routes.get(
    `${q}/facets`,
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: facetsQuery,
        response: { 200: facetsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { engine } = await engineFor(request, reply, request.params.instance, request.query.lang);
      const response = engineCall(() =>
        engine.index.search(
          { query: request.query.query, filters: request.query.filter, rows: 0, partials: false },
          engine.config,
        ),
      );
      return { catalog: { facets: toFacets(response.facets) } };
    },
  );

  routes.get(
    `${q}/empathize`,
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: empathizeQuery,
        response: { 200: empathizeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query, start, rows, lang } = request.query;
      const { engine } = await engineFor(request, reply, request.params.instance, lang);
      return toTopTrends(engineCall(() => engine.index.suggest(query, engine.config, { start, rows })));
    },
  );

  routes.get(
    `${q}/topclicked`,
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: pagedQuery,
        response: { 200: topClickedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { instance } = request.params;
      const { start, rows, lang } = request.query;
      const { engine } = await engineFor(request, reply, instance, lang);
      const hits = engineCall(() => engine.index.topClicked(engine.config, { start, rows }));
      return {
        topclicked: {
          content: toResults(hits, start, context(instance, engine, request.query)),
          numFound: hits.length,
        },
      };
    },
  );

  routes.get(
    `${q}/skusearch`,
    {
      schema: {
        tags,
        params: instanceParams,
        querystring: skuQuery,
        response: { 200: skuSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { instance } = request.params;
      const { query, start, rows, lang } = request.query;
      const { engine } = await engineFor(request, reply, instance, lang);
      const found = engineCall(() => engine.index.findByIdentifier(query, { start, rows }));
      const tagging = context(instance, engine, request.query);
      return {
        catalog: {
          content: toResults(found.results, start, tagging),
          numFound: found.total,
          tagging: { query: taggingUrl(tagging, 'query', { totalHits: found.total }) },
        },
      };
    },
  );

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
      const { query, start, rows, lang } = request.query;
      const { engine } = await engineFor(request, reply, request.params.instance, lang);
      return {
        data: {
          nextqueries: toRefinements(
            engineCall(() => engine.index.nextQueries(query, engine.config, { start, rows })),
          ),
        },
      };
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
      const { query, start, rows, lang } = request.query;
      const { engine } = await engineFor(request, reply, request.params.instance, lang);
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
      const { instance } = request.params;
      const { engine } = await engineFor(request, reply, instance, request.query.lang);
      const prompts = engineCall(() => engine.index.relatedPrompts(request.query.query, engine.config));
      return toRelatedPrompts(prompts, context(instance, engine, request.query));
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
      const { q: query, k, lang } = request.query;
      const { engine } = await engineFor(request, reply, request.params.instance, lang);
      return toSemanticQueries(engineCall(() => engine.index.semanticQueries(query, engine.config, { k })));
    },
  );

  routes.get(
    '/config/v1/public/configs',
    {
      schema: {
        tags,
        summary:
          'Experience controls of a storefront (contract §3.12): none are configurable yet, so an empty object',
        querystring: storefrontQuery({ instance: text(100).min(1), service: text(100).optional() }),
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
      },
    },
    async (request) => {
      const site = await deps.directory.resolve(request.query.instance);
      if (!site)
        throw new DomainError('global-404', `Instance ${request.query.instance} not found`, { status: 404 });
      return {};
    },
  );
}

/** Every storefront path, for the CORS preflight routes. */
export const searchPaths = [
  '/search/v1/query/:instance/search',
  '/search/v1/query/:instance/browse',
  '/search/v1/query/:instance/facets',
  '/search/v1/query/:instance/empathize',
  '/search/v1/query/:instance/topclicked',
  '/search/v1/query/:instance/skusearch',
  '/nextqueries/:instance',
  '/relatedtags/:instance',
  '/relatedprompts/:instance',
  '/semantics-api/search_single/:instance',
  '/config/v1/public/configs',
];
