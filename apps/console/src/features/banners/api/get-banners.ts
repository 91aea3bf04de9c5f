import type { BannerPage, MerchandisingListQuery } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list query: the engine's language, the text searched, the order and the page; the server fills the rest. */
export type BannersQuery = Partial<MerchandisingListQuery>;

/** `/merchandising/v1/sites/{id}/banners`, and the paths under it. */
export function bannersPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/banners${rest}`;
}

/** GET /merchandising/v1/sites/{id}/banners: one page of the site's banners, each with its state now. */
export function getBanners(siteId: string, query: BannersQuery): Promise<BannerPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api.get<BannerPage>(bannersPath(siteId, search ? `?${search}` : ''));
}

/**
 * Every list of the site's banners shares the key's start, and TanStack Query matches the query
 * object partially: `getBannersQueryOptions(siteId, {}).queryKey` invalidates every page of every language.
 */
export function getBannersQueryOptions(siteId: string, query: BannersQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'banners', query],
    queryFn: () => getBanners(siteId, query),
  });
}

export function useBanners(siteId: string, query: BannersQuery) {
  return useQuery({
    ...getBannersQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}
