// Merchandising: one set of files per resource a site tunes (searchable fields, results
// visibility, featured products, facets and their values, synonyms, redirections, banners,
// business rules, query ranking rules, related prompts, next queries). Each service parses with the domain's schema,
// writes in one transaction through a repo scoped to the site, and emits the configuration change.
// The plugin serves the Index API's field and settings routes (app.ts mounts it under /index/v1).
import type { FastifyInstance } from 'fastify';
import { CatalogueProfiles } from '../sites/index.ts';
import { catalogueFieldsRoutes } from './catalogue-fields.routes.ts';
import { facetValuesRoutes } from './facet-values.routes.ts';
import { facetsRoutes } from './facets.routes.ts';
import { featuredProductsRoutes } from './featured-products.routes.ts';
import { resultsVisibilityRoutes } from './results-visibility.routes.ts';
import { searchableFieldsRoutes } from './searchable-fields.routes.ts';

export { applyDefaultFacets, replaceFacets } from './facets.service.ts';
export { createBanner } from './banners.service.ts';
export { createNextQueries } from './next-queries.service.ts';
export { createQueryRankingRule } from './query-ranking-rules.service.ts';
export { createRedirection } from './redirections.service.ts';
export { createRelatedPrompt } from './related-prompts.service.ts';
export { createSynonym } from './synonyms.service.ts';
export { updateSearchSettings } from './search-settings.service.ts';

export default async function merchandisingIndexApi(app: FastifyInstance) {
  const profiles = new CatalogueProfiles(app.db);
  app.addHook('onClose', async () => profiles.close());
  await app.register(facetsRoutes, { profiles });
  await app.register(catalogueFieldsRoutes, { profiles });
  await app.register(searchableFieldsRoutes);
  await app.register(resultsVisibilityRoutes);
  await app.register(featuredProductsRoutes);
  await app.register(facetValuesRoutes);
}
