import type { OrganizationInput } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { accountError } from './account-errors.ts';
import { OWNER_PERMISSIONS, organizationView } from './organization-view.ts';
import { createMembershipsRepo, type Membership } from './organizations.repo.ts';

function notFound() {
  return accountError('global-404', 404);
}

/** The caller creates the organisation and becomes its owner with BILLING; its trial starts `now`. */
export async function createOrganization(db: Database, userId: string, input: OrganizationInput, now: Date) {
  return organizationView(
    await createMembershipsRepo(db, { userId }).createOwned(input, OWNER_PERMISSIONS, now),
  );
}

/** An organisation the caller is a member of; any other id answers 404. */
export async function getMembership(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<Membership> {
  const membership = await createMembershipsRepo(db, { userId }).find(organizationId);
  if (!membership) throw notFound();
  return membership;
}

export async function getOrganization(db: Database, userId: string, organizationId: string) {
  return organizationView(await getMembership(db, userId, organizationId));
}

export async function updateOrganization(
  db: Database,
  userId: string,
  organizationId: string,
  patch: Partial<OrganizationInput>,
) {
  const repo = createMembershipsRepo(db, { userId });
  if (!(await repo.update(organizationId, patch))) throw notFound();
  return getOrganization(db, userId, organizationId);
}
