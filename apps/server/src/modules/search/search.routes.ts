import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceConfigReader } from '../config/index.ts';
import { catalogLookupRoutes } from './catalog-lookup.routes.ts';
import type { IndexManager } from './index-manager.ts';
import type { InstanceDirectory } from './instance-directory.ts';
import { refinementRoutes } from './refinement.routes.ts';
import type { ResponseCache } from './response-cache.ts';
import { searchPageRoutes } from './search-page.routes.ts';
import {
  errorResponses,
  StorefrontRequests,
  storefrontQuery,
  storefrontTags as tags,
  text,
} from './storefront-request.ts';

/** The storefront search API at the Empathy Platform paths (contract §2). */
export function searchRoutes(
  app: FastifyInstance,
  deps: {
    directory: InstanceDirectory;
    indexes: IndexManager;
    /** Each instance's search settings, forgotten on their change. */
    settings: ServiceConfigReader;
    publicUrl: string;
    /** Serialized `/search` answers; a disabled cache computes every answer. */
    cache: ResponseCache;
  },
): void {
  const storefronts = new StorefrontRequests(app, deps);
  searchPageRoutes(app, storefronts, deps);
  catalogLookupRoutes(app, storefronts);
  refinementRoutes(app, storefronts);

  app.withTypeProvider<ZodTypeProvider>().get(
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
      await storefronts.site(request.query.instance);
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
