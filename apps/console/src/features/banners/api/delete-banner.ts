import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getBannersQueryOptions, bannersPath } from './get-banners.ts';

/** DELETE /merchandising/v1/sites/{id}/banners/{bannerId}: 204. */
export function deleteBanner(siteId: string, id: string): Promise<void> {
  return api.delete<void>(bannersPath(siteId, `/${encodeURIComponent(id)}`));
}

const deleteBannerKey = (siteId: string) => ['sites', siteId, 'banners', 'delete'];

export function useDeleteBanner(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteBannerKey(siteId),
    mutationFn: (id: string) => deleteBanner(siteId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBannersQueryOptions(siteId, {}).queryKey }),
  });
}

/** The banners being deleted right now, for their "Deleting…" status (spec 1 §4). */
export function useDeletingBannerIds(siteId: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: deleteBannerKey(siteId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
