// Sites of the Main API: the answer shape and the site reads other modules share, the catalogue
// profiles of their products, and the routes (Main API sites part, getting started).
export { siteResponse } from './site-view.ts';
export { mainSitesRoutes } from './sites.routes.ts';
export { gettingStartedRoutes } from './getting-started.routes.ts';
export {
  allSiteIds,
  engineLanguages,
  enginesOfSites,
  getSite,
  layerKind,
  markSiteIndexed,
  setSiteEnabled,
  siteById,
  siteByInstance,
  siteIdOfEngine,
  sitesByIds,
  siteTimeZone,
  sitesOfInstances,
  sitesOfOrganization,
} from './sites.service.ts';
export {
  CatalogueProfiles,
  defaultRanges,
  looksFacetable,
  type CatalogueProfile,
  type FieldKind,
} from './catalogue-profile.ts';
