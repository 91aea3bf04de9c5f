import type { OrganizationInput } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Membership } from '../../plugins/tenancy.ts';
import { accountError } from './account-errors.ts';
import { OWNER_PERMISSIONS, organizationView } from './organization-view.ts';
import { createMembershipsRepo, createOrganizationRepo } from './organizations.repo.ts';

function notFound() {
  return accountError('global-404', 404);
}

/** The caller creates the organisation and becomes its owner with BILLING; its trial starts `now`. */
export async function createOrganization(db: Database, userId: string, input: OrganizationInput, now: Date) {
  return organizationView(
    await createMembershipsRepo(db, { userId }).createOwned(input, OWNER_PERMISSIONS, now),
  );
}

/** The organisation of a membership, as the caller sees it. */
export async function getOrganization(db: Database, membership: Membership) {
  const organization = await createOrganizationRepo(db, membership).get();
  if (!organization) throw notFound();
  return organizationView({ organization, permissions: membership.permissions });
}

export async function updateOrganization(
  db: Database,
  membership: Membership,
  patch: Partial<OrganizationInput>,
) {
  const organization = await createOrganizationRepo(db, membership).update(patch);
  if (!organization) throw notFound();
  return organizationView({ organization, permissions: membership.permissions });
}

/** How many members an organisation has (the getting-started team step). */
export async function memberCount(db: Database, organizationId: string): Promise<number> {
  return createOrganizationRepo(db, { organizationId }).memberCount();
}
