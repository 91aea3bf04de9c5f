// Merchandising: one set of files per resource a site tunes (searchable fields, results
// visibility, featured products, facets and their values, synonyms, redirections, banners,
// business rules, query ranking rules, related prompts, next queries, related tags, suggestion rules). Each service parses with
// the domain's schema,
// writes through history's writeConfig (one transaction with the change's revision) with a repo
// scoped to the site, and announces the change. tuning-resources.ts describes each resource for the
// read model search uses, history, the search preview and the change deltas.
// The default plugin serves the Index API's field and settings routes (app.ts mounts it under
// /index/v1); merchandisingApi serves synonyms, redirections and banners (under /merchandising/v1);
// queryRankingApi and facetsApi serve spec 2's under /configurations/clients/{instance},
// relatedPromptsApi spec 2's under /suggestions/manage.
import type { FastifyInstance } from 'fastify';
import type { CatalogueProfiles } from '../sites/index.ts';
import { bannersRoutes } from './banners.routes.ts';
import { businessRulesRoutes } from './business-rules.routes.ts';
import { catalogueFieldsRoutes } from './catalogue-fields.routes.ts';
import { facetConfigsRoutes } from './facet-configs.routes.ts';
import { relatedPromptsRoutes } from './related-prompts.routes.ts';
import { facetValuesRoutes } from './facet-values.routes.ts';
import { facetsRoutes } from './facets.routes.ts';
import { featuredProductsRoutes } from './featured-products.routes.ts';
import type { MerchandisingApiOptions } from './merchandising-api.ts';
import { nextQueriesRoutes } from './next-queries.routes.ts';
import { queryRankingRoutes } from './query-ranking.routes.ts';
import { redirectionsRoutes } from './redirections.routes.ts';
import { relatedTagsRoutes } from './related-tags.routes.ts';
import { resultsVisibilityRoutes } from './results-visibility.routes.ts';
import { searchableFieldsRoutes } from './searchable-fields.routes.ts';
import { suggestionRulesRoutes } from './suggestion-rules.routes.ts';
import { synonymsRoutes } from './synonyms.routes.ts';

export { applyDefaultFacets, replaceFacets } from './facets.service.ts';
export { createBanner } from './banners.service.ts';
export { createBusinessRule } from './business-rules.service.ts';
export { createNextQueries, listNextQueries } from './next-queries.service.ts';
export { createQueryRankingRule } from './query-ranking-rules.service.ts';
export { createRedirection, deleteRedirection } from './redirections.service.ts';
export { listPromptQueries, savePromptDocument } from './related-prompts.service.ts';
export { createRelatedTags, listRelatedTags } from './related-tags.service.ts';
export { createSynonym } from './synonyms.service.ts';
export { updateSearchSettings } from './search-settings.service.ts';
export { getSuggestionRules } from './suggestion-rules.service.ts';
export {
  getSiteMerchandising,
  reloadParts,
  resourcesOfKind,
  tuningKinds,
  withDraft,
  type SiteMerchandising,
  type TuningKey,
} from './tuning-resources.ts';

export default async function merchandisingIndexApi(
  app: FastifyInstance,
  { profiles }: { profiles: CatalogueProfiles },
) {
  await app.register(facetsRoutes, { profiles });
  await app.register(catalogueFieldsRoutes, { profiles });
  await app.register(searchableFieldsRoutes);
  await app.register(resultsVisibilityRoutes, { profiles });
  await app.register(featuredProductsRoutes);
  await app.register(facetValuesRoutes, { profiles });
}

/**
 * The merchandising API's lists of a site: synonym groups, redirections and banners (issue 15),
 * business rules of the older version (issue 17), the rules popular searches are learned by and the
 * merchant's next queries and related tags (issue 34).
 */
export async function merchandisingApi(app: FastifyInstance, options: MerchandisingApiOptions) {
  await app.register(synonymsRoutes);
  await app.register(redirectionsRoutes);
  await app.register(bannersRoutes, { probeUrl: options.probeUrl });
  await app.register(businessRulesRoutes);
  await app.register(suggestionRulesRoutes);
  await app.register(nextQueriesRoutes);
  await app.register(relatedTagsRoutes);
}

/**
 * The Related prompts API of spec 2 §7 under /suggestions/manage: its own plugin, as its errors
 * carry spec 2 §8's `error` field.
 */
export async function relatedPromptsApi(app: FastifyInstance, options: MerchandisingApiOptions) {
  await app.register(relatedPromptsRoutes, options);
}

/** The Query ranking API of spec 2 §7, at its own path under /configurations/clients/{instance}. */
export async function queryRankingApi(app: FastifyInstance) {
  await app.register(queryRankingRoutes);
}

/**
 * The Facets API of spec 2 §7, at its own paths under /configurations/clients/{instance}: its own
 * plugin, as its errors carry spec 2 §8's `error` field.
 */
export async function facetsApi(app: FastifyInstance, { profiles }: { profiles: CatalogueProfiles }) {
  await app.register(facetConfigsRoutes, { profiles });
}
