// The merchandising read model search uses. The merchandising module writes the configuration;
// every write announces its change on the app's change stream after it commits.
export {
  getSiteMerchandising,
  toBanner,
  toBusinessRule,
  toNextQueries,
  toQueryRankingRule,
  toRedirection,
  toStorefrontFacet,
  toSynonymGroup,
  type SiteMerchandising,
} from './site-merchandising.ts';
