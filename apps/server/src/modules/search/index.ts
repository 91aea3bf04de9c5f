// The storefront search service: index lifecycle and the Empathy-compatible search API.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceConfigReader } from '../config/index.ts';
import { IndexManager } from './index-manager.ts';
import { InstanceDirectory } from './instance-directory.ts';
import { popularSearchesRoutes } from './popular-searches.routes.ts';
import { relatedPromptProposalsRoutes } from './related-prompt-proposals.routes.ts';
import { relatedTagsListRoutes } from './related-tags-list.routes.ts';
import { ResponseCache } from './response-cache.ts';
import { ruleSimulationRoutes } from './rule-simulation.routes.ts';
import { searchPreviewRoutes } from './search-preview.routes.ts';
import { searchPaths, searchRoutes } from './search.routes.ts';
import { storefrontCors } from './storefront-cors.ts';
import { synonymProposalsRoutes } from './synonym-proposals.routes.ts';

export { errorResponses } from './storefront-request.ts';
export { InstanceDirectory } from './instance-directory.ts';
export { previewAnswer } from './search-preview.ts';
export type { LiveEngine } from './index-manager.ts';
export { storefrontCors } from './storefront-cors.ts';

/** Requests per minute one client address may make to a storefront API (a shopper typing makes a few per second). */
export const storefrontRateLimit = { max: 1200, timeWindow: 60_000 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live search indexes: `settled(siteId)` waits for pending catalogue/config changes. */
    searchIndexes: IndexManager;
    /** The sites the storefront routes serve, by instance key, cached until the site changes. */
    storefrontSites: InstanceDirectory;
    /** Each site's storefront search settings (the configuration service's), forgotten on their change. */
    searchSettings: ServiceConfigReader;
  }
}

export default fp(
  async function search(app: FastifyInstance) {
    const indexes = new IndexManager({
      db: app.db,
      log: app.log,
      searchThreads: app.config.searchThreads,
      popularSearchesBuildMs: app.config.popularSearchesBuildMs,
      reportError: (error, context) => app.reportError(error, context),
    });
    app.decorate('searchIndexes', indexes);
    const directory = new InstanceDirectory(app.db);
    app.decorate('storefrontSites', directory);
    const settings = new ServiceConfigReader(app.db);
    app.decorate('searchSettings', settings);
    app.addHook('onReady', async () => {
      void indexes.warmUp();
    });
    app.addHook('onClose', () => indexes.close());
    await app.register(searchPreviewRoutes, { prefix: '/merchandising/v1', indexes });
    await app.register(ruleSimulationRoutes, { prefix: '/merchandising/v1', indexes });
    await app.register(synonymProposalsRoutes, { prefix: '/merchandising/v1', indexes });
    await app.register(popularSearchesRoutes, { prefix: '/merchandising/v1', indexes });
    await app.register(relatedPromptProposalsRoutes, { prefix: '/merchandising/v1', indexes });
    await app.register(relatedTagsListRoutes, { prefix: '/merchandising/v1', indexes });

    // Encapsulated: CORS and the rate limit apply to the storefront routes only.
    await app.register(async (scope) => {
      scope.addHook('onRequest', app.rateLimit(storefrontRateLimit));
      storefrontCors(scope, directory, searchPaths);
      searchRoutes(scope, {
        directory,
        indexes,
        settings,
        publicUrl: app.config.publicUrl,
        cache: new ResponseCache(app.config.searchCacheEntries),
      });
    });
  },
  { name: 'search', dependencies: ['config', 'db', 'errors', 'auth', 'error-reporting'] },
);
