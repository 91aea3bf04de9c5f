// Sites of the Main API and their Index API settings: access checks, the answer shape other
// modules share, and the routes (Main API sites part, Index API fields and settings part).
export { engineOfUser, siteOfUser } from './site-access.ts';
export { siteResponse, siteView } from './site-view.ts';
export { indexSitesRoutes } from './index-settings.routes.ts';
export { mainSitesRoutes } from './sites.routes.ts';
export { gettingStartedRoutes } from './getting-started.routes.ts';
export { setSiteEnabled } from './sites.service.ts';
export { applyDefaultFacets } from './index-fields.service.ts';
