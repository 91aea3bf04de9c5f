import { last30DaysRange, type ProductReportRow, type ReportPage } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How many popular products the empty query shows, as many as recommended ones at most. */
const POPULAR_SHOWN = 12;

/**
 * The most clicked products of the last 30 days with their adds to cart and purchases
 * (GET /analytics/v1/engines/{id}/products, sorted by clicks): what "popular" shows shoppers now.
 */
export function getPopularProducts(
  engineId: string,
  timeZone: string,
): Promise<ReportPage<ProductReportRow>> {
  const range = last30DaysRange(new Date(), null, timeZone);
  const params = new URLSearchParams({
    from: range.from,
    to: range.to,
    sort: 'clicks',
    order: 'desc',
    limit: String(POPULAR_SHOWN),
  });
  return api.get<ReportPage<ProductReportRow>>(
    `/analytics/v1/engines/${encodeURIComponent(engineId)}/products?${params.toString()}`,
  );
}

export function getPopularProductsQueryOptions(engineId: string, timeZone: string) {
  return queryOptions({
    queryKey: ['analytics', engineId, 'popular-products', timeZone],
    queryFn: () => getPopularProducts(engineId, timeZone),
  });
}

export function usePopularProducts(engineId: string, timeZone: string) {
  return useQuery(getPopularProductsQueryOptions(engineId, timeZone));
}
