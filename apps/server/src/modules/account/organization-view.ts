import type { BusinessVertical, OrganizationStatus } from '@playboard/domain';
import type { OrganizationRow } from '../../db/schema/index.ts';

/** Permission the creator of an organisation holds on it (spec 1 §6). */
export const OWNER_PERMISSIONS = ['BILLING'];

export interface OrganizationView {
  uuid: string;
  name: string;
  status: OrganizationStatus;
  businessVertical: BusinessVertical;
  permissions: { key: string }[];
}

export function organizationView({
  organization,
  permissions,
}: {
  organization: OrganizationRow;
  permissions: string[];
}): OrganizationView {
  return {
    uuid: organization.id,
    name: organization.name,
    // The columns only ever hold values of these lists (written through the domain schemas).
    status: organization.status as OrganizationStatus,
    businessVertical: organization.businessVertical as BusinessVertical,
    permissions: permissions.map((key) => ({ key })),
  };
}
