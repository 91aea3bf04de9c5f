import type { OrganizationInput, OrganizationSummary } from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { refreshProfile, selectOrganization } from '../lib/session.ts';

/** Creates an organisation; the caller becomes its owner with BILLING. */
export function createOrganization(input: OrganizationInput): Promise<OrganizationSummary> {
  return api.post<OrganizationSummary>('/account/v1/organizations', input);
}

export function useCreateOrganization() {
  return useMutation({
    mutationFn: createOrganization,
    // The guards read the profile's organisations: the new one must be in it, and current.
    onSuccess: async (organization) => {
      await refreshProfile();
      await selectOrganization(organization.uuid);
    },
  });
}
