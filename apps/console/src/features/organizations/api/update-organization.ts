import type { OrganizationInput } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile } from '../../../lib/session.ts';
import type { Organization } from './create-organization.ts';

export interface UpdateOrganizationInput {
  organizationId: string;
  data: Partial<OrganizationInput>;
}

export function updateOrganization({ organizationId, data }: UpdateOrganizationInput): Promise<Organization> {
  return api.patch<Organization>(`/account/v1/organizations/${encodeURIComponent(organizationId)}`, data);
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: updateOrganization,
    // The business vertical decides where the guards send the user next.
    onSuccess: () => refreshProfile(),
  });
}
