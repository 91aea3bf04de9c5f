// The merchandising read model search uses and the configuration change events. The merchandising
// module writes the configuration; every write emits a change after it commits.
export { emitConfigChange, onConfigChange, type ConfigChange } from './config-changes.ts';
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
