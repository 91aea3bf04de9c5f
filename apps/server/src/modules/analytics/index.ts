// Analytics (docs/analytics.md): the rollup worker summing tracking_events into daily rollups, the
// `/analytics/v1` API reading them, the facet order suggested from filtered searches and the related
// prompts to review (under `/merchandising/v1`, on the related prompts screen). Mounted
// with the `analytics` module.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { analyticsRoutes } from './analytics.routes.ts';
import { facetSuggestionsRoutes } from './facet-suggestions.routes.ts';
import { relatedPromptReviewsRoutes } from './related-prompt-reviews.routes.ts';
import { createRollupWorker, type RollupWorker } from './rollup.worker.ts';

export { markSimulatedTraffic, searchesInWindows, type QueryWindow } from './analytics.repo.ts';
export { toCsv } from './csv.ts';
export { topSearches } from './top-searches.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rolls tracking events up every few seconds; `runNow()` does it at once. */
    analyticsRollup: RollupWorker;
  }
}

export default fp(
  async function analytics(app: FastifyInstance) {
    const worker = createRollupWorker(app, {
      intervalMs: app.config.analyticsRollupIntervalMs,
      batchSize: app.config.analyticsRollupBatch,
    });
    app.decorate('analyticsRollup', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
    await app.register(analyticsRoutes, { prefix: '/analytics/v1' });
    await app.register(facetSuggestionsRoutes, { prefix: '/analytics/v1' });
    await app.register(relatedPromptReviewsRoutes, { prefix: '/merchandising/v1' });
  },
  { name: 'analytics', dependencies: ['config', 'db', 'errors', 'auth'] },
);
