// The Account API (spec 2 §7) under /account/v1. Other modules use the service functions exported
// here, never the repos or tables.
import type { FastifyInstance } from 'fastify';
import { accountRoutes, type AccountModuleOptions } from './account.routes.ts';
import { organizationsRoutes } from './organizations.routes.ts';
import { pageViewsRoutes } from './page-views.routes.ts';
import { teamRoutes } from './team.routes.ts';

export {
  ensureVerifiedAccount,
  hashPassword,
  membershipsOf,
  normalizeEmail,
  requestPasswordReset,
  sendConfirmation,
  verifyCredentials,
  type AccountSeed,
} from './account.service.ts';
export { organizationResponse } from './account.schemas.ts';
export { changePassword, type EndOtherSessions } from './password-change.ts';
export { getOrganization, memberCount } from './organizations.service.ts';

export default async function account(app: FastifyInstance, options: AccountModuleOptions) {
  await app.register(accountRoutes, { endSessions: options.endSessions });
  await app.register(organizationsRoutes);
  await app.register(pageViewsRoutes);
  await app.register(teamRoutes, {
    endSessions: options.endSessions,
    removeSiteAssignments: options.removeSiteAssignments,
  });
}
