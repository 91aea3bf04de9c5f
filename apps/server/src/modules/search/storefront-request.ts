import { DomainError, STOREFRONT_ROWS_MAX, type SearchServiceConfig } from '@playboard/domain';
import { parseFilter, type SortOrder } from '@playboard/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../plugins/errors.ts';
import { reachScope } from '../../plugins/tenancy.ts';
import type { ServiceConfigReader } from '../config/index.ts';
import type { IndexManager, LiveEngine } from './index-manager.ts';
import type { InstanceDirectory, InstanceEntry } from './instance-directory.ts';
import type { TaggingContext } from './tagging-urls.ts';

/** Longest query text accepted; shoppers type words, not documents. */
const maxQueryLength = 1000;
/** Deepest offset: beyond it nobody is browsing, and the cost grows with it. */
const maxStart = 10_000;
const maxFilters = 100;

export const errorResponses = { 400: errorResponse, 404: errorResponse, 429: errorResponse };
export const storefrontTags = ['storefront search'];

export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
export const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

// Storefronts copy their snippet configuration into every call (contract §1.3): accept any key.
export const storefrontQuery = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      lang: text(20).optional(),
      scope: text(100).optional(),
      origin: text(200).optional(),
      ...shape,
    })
    .catchall(z.union([text(2048), z.array(text(2048)).max(maxFilters)]));

export const queryText = text(maxQueryLength);
export const filters = z
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
export const sort = text(100)
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

export const instanceParams = z.object({ instance: text(100).min(1) });
/** A page of results; without `rows`, the instance's default (its search settings). */
export const page = {
  start: integer(0, maxStart).default(0),
  rows: integer(0, STOREFRONT_ROWS_MAX).optional(),
};
export const smallPage = { start: integer(0, maxStart).default(0), rows: integer(0, 50).default(10) };

/** What every storefront call may carry besides its own parameters (contract §1.3). */
interface StorefrontParams {
  readonly query?: string;
  readonly lang?: string | undefined;
  readonly scope?: string | undefined;
  readonly origin?: string | undefined;
}

export function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/** The engine rejects misuse with `search: ...`; that is the caller's mistake, never a 500. */
export function engineCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('search:')) throw badRequest(error.message);
    throw error;
  }
}

/** A storefront call once its site and engine are found. */
export interface StorefrontCall {
  readonly instance: string;
  readonly site: InstanceEntry;
  /** The site's engine in the call's language (`lang`, else the site's first). */
  readonly engine: LiveEngine;
  /** A disabled site seen by a member of its organisation: the answer is never cached. */
  readonly preview: boolean;
  /** The instance's search settings (the configuration service's): rows per page, the answer cache. */
  readonly settings: SearchServiceConfig;
  /** The context of the answer's tracking URLs; `page` for a page of results. */
  tagging(page?: number): TaggingContext;
}

/**
 * The step every storefront call takes before its own work: the instance's site, who may see it,
 * and its engine in the call's language.
 */
export class StorefrontRequests {
  readonly #app: FastifyInstance;
  readonly #directory: InstanceDirectory;
  readonly #indexes: IndexManager;
  readonly #settings: ServiceConfigReader;
  readonly #publicUrl: string;

  constructor(
    app: FastifyInstance,
    deps: {
      directory: InstanceDirectory;
      indexes: IndexManager;
      settings: ServiceConfigReader;
      publicUrl: string;
    },
  ) {
    this.#app = app;
    this.#directory = deps.directory;
    this.#indexes = deps.indexes;
    this.#settings = deps.settings;
    this.#publicUrl = deps.publicUrl;
  }

  /** The site of an instance key; 404 when there is none. */
  async site(instance: string): Promise<InstanceEntry> {
    const site = await this.#directory.resolve(instance);
    if (!site) throw new DomainError('global-404', `Instance ${instance} not found`, { status: 404 });
    return site;
  }

  /**
   * The engine a storefront call searches. A disabled site answers 404 to the public and only its
   * organisation's members see it (`preview`): such answers are never cached, here or by browsers
   * and proxies, so the public cannot be served one.
   */
  async open(
    request: FastifyRequest,
    reply: FastifyReply,
    instance: string,
    query: StorefrontParams,
  ): Promise<StorefrontCall> {
    const site = await this.site(instance);
    const preview = !site.enabled && (await this.isMemberPreview(request, site));
    if (!site.enabled && !preview)
      throw new DomainError('global-404', `Instance ${instance} is disabled`, { status: 404 });
    if (preview) reply.header('cache-control', 'private, no-store');
    const { search: settings } = await this.#settings.of(site.siteId);
    const engine = await this.#indexes.engine(site.siteId, query.lang ?? site.languages[0], site.languages);
    const publicUrl = this.#publicUrl;
    return {
      instance,
      site,
      engine,
      preview,
      settings,
      tagging: (page) => ({
        publicUrl,
        instance,
        query: query.query ?? '',
        lang: query.lang ?? engine.language,
        scope: query.scope,
        origin: query.origin,
        page,
      }),
    };
  }

  /**
   * Whether the request carries the access token of a member of the site's organisation who may
   * preview its search (`explain`): the console's preview searches a site before its layer is
   * switched on. The token is verified as `app.authenticate` does; a missing, bad or foreign one is
   * simply not a member's.
   */
  async isMemberPreview(request: FastifyRequest, site: InstanceEntry): Promise<boolean> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
    try {
      const auth = await this.#app.verifyAccessToken(token);
      await reachScope(this.#app, auth, { scope: 'site', resource: 'explain', level: 'READ' }, site.siteId);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
