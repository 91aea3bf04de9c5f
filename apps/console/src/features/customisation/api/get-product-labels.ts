import type { productLabelsResponseSchema } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type ProductLabelsResponse = z.infer<typeof productLabelsResponseSchema>;

/** A label with whether some product of the catalogue carries it, and how many. */
export type ProductLabelAvailability = ProductLabelsResponse['labels'][number];

/** GET /index/v1/sites/{id}/product-labels: which labels the catalogue can show, on how many products. */
export function getProductLabels(siteId: string): Promise<ProductLabelsResponse> {
  return api.get(`/index/v1/sites/${encodeURIComponent(siteId)}/product-labels`);
}

export function useProductLabels(siteId: string) {
  return useQuery(
    queryOptions({ queryKey: ['sites', siteId, 'product-labels'], queryFn: () => getProductLabels(siteId) }),
  );
}
