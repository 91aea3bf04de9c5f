import {
  BUSINESS_VERTICALS,
  businessVerticalSchema,
  organizationInputSchema,
  type OrganizationSummary,
  type OrganizationInput,
} from '@playboard/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { refreshProfile } from '../lib/session.ts';

/** The business types a user picks from: UNKNOWN is what sign-up leaves behind, never a choice. */
export const CHOOSABLE_VERTICALS = BUSINESS_VERTICALS.filter((vertical) => vertical !== 'UNKNOWN');

/** The company form (the /company page and the wizard's company step): a name and a real business type. */
export const companySchema = organizationInputSchema.extend({
  businessVertical: z
    .string()
    .min(1, { error: 'validation.required', abort: true })
    .pipe(businessVerticalSchema.exclude(['UNKNOWN'], { error: 'validation.option' })),
});

export interface UpdateOrganizationInput {
  organizationId: string;
  data: Partial<OrganizationInput>;
}

/** PATCH /account/v1/organizations/{id}: names the company and its business type. */
export function updateOrganization({
  organizationId,
  data,
}: UpdateOrganizationInput): Promise<OrganizationSummary> {
  return api.patch<OrganizationSummary>(
    `/account/v1/organizations/${encodeURIComponent(organizationId)}`,
    data,
  );
}

export function useUpdateOrganization() {
  return useMutation({
    mutationFn: updateOrganization,
    // The business vertical decides where the guards and the wizard send the user next.
    onSuccess: () => refreshProfile(),
  });
}
