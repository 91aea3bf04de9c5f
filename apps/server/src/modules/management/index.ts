// Users and roles administration (spec 2 §3–§7, /management/v1): the built-in roles, role
// assignments restricted to instances, guests. The access tokens' policies and the roles a member
// holds on a site (a rule's restrictedRoles) come from here.
import type { FastifyInstance } from 'fastify';
import { managementRoutes } from './management.routes.ts';
import { ensureBuiltInRoles } from './roles.repo.ts';

export { assignmentsWithRoles, ensureBuiltInRoles, rolesOfMember } from './roles.repo.ts';
export { assignedInstances, assignedToInstance, guestPoliciesOf } from './users.repo.ts';
export { passwordRoutes } from './password.routes.ts';
export { removeAssignmentsInOrganization } from './management.service.ts';

export default async function management(app: FastifyInstance) {
  await ensureBuiltInRoles(app.db);
  await app.register(managementRoutes);
}
