import type { Banner, BannerInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getBannersQueryOptions, bannersPath } from './get-banners.ts';

/**
 * POST /merchandising/v1/sites/{id}/banners: the same image for the same terms of the language
 * answers 409 banner-1, so a double submit creates nothing twice; an image URL the server can reach
 * and that is not an image answers 400 on assetUrl.
 */
export function createBanner(siteId: string, input: BannerInput): Promise<Banner> {
  return api.post<Banner>(bannersPath(siteId), input);
}

export function useCreateBanner(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BannerInput) => createBanner(siteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBannersQueryOptions(siteId, {}).queryKey }),
  });
}
