// Sites of the Main API: access checks and the answer shape other modules share.
export { engineOfUser, siteOfUser } from './site-access.ts';
export { siteResponse, siteView } from './site-view.ts';
