import type { OrganizationInput } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshProfile } from '../../../lib/session.ts';

export interface UpdateOrganizationInput {
  organizationId: string;
  data: OrganizationInput;
}

/** PATCH /account/v1/organizations/{id}: names the company and its business type. */
export function updateOrganization({ organizationId, data }: UpdateOrganizationInput): Promise<unknown> {
  return api.patch(`/account/v1/organizations/${encodeURIComponent(organizationId)}`, data);
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: updateOrganization,
    // The wizard's next step depends on the business vertical now known.
    onSuccess: () => refreshProfile(),
  });
}
