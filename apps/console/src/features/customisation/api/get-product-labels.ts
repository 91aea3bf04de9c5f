import type { PRODUCT_LABELS } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ProductLabelAvailability {
  key: (typeof PRODUCT_LABELS)[number];
  /** Some product of the catalogue carries the label. */
  available: boolean;
  products: number;
}

/** GET /index/v1/sites/{id}/product-labels: which labels the catalogue can show, on how many products. */
export function getProductLabels(siteId: string): Promise<{ labels: ProductLabelAvailability[] }> {
  return api.get(`/index/v1/sites/${encodeURIComponent(siteId)}/product-labels`);
}

export function useProductLabels(siteId: string) {
  return useQuery(
    queryOptions({ queryKey: ['sites', siteId, 'product-labels'], queryFn: () => getProductLabels(siteId) }),
  );
}
