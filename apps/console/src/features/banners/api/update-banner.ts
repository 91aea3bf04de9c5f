import type { Banner, BannerInput } from '@playboard/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getBannersQueryOptions, bannersPath } from './get-banners.ts';

interface UpdateBannerVariables {
  id: string;
  input: BannerInput;
}

/** PUT /merchandising/v1/sites/{id}/banners/{bannerId}: answers the saved banner. */
export function updateBanner(siteId: string, { id, input }: UpdateBannerVariables): Promise<Banner> {
  return api.put<Banner>(bannersPath(siteId, `/${encodeURIComponent(id)}`), input);
}

const updateBannerKey = (siteId: string) => ['sites', siteId, 'banners', 'update'];

export function useUpdateBanner(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateBannerKey(siteId),
    mutationFn: (variables: UpdateBannerVariables) => updateBanner(siteId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBannersQueryOptions(siteId, {}).queryKey }),
  });
}

/** The banners being saved right now, for their "Updating…" status (spec 1 §4). */
export function useUpdatingBannerIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: updateBannerKey(siteId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateBannerVariables | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
