import type { retrievableFieldsResponseSchema } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** GET /index/v1/fields/site/{id}/retrievable?productCard=true: fields a card can add as its extra field. */
export function getCardFields(siteId: string): Promise<z.infer<typeof retrievableFieldsResponseSchema>> {
  return api.get(`/index/v1/fields/site/${encodeURIComponent(siteId)}/retrievable?productCard=true`);
}

export function useCardFields(siteId: string) {
  return useQuery(
    queryOptions({ queryKey: ['sites', siteId, 'card-fields'], queryFn: () => getCardFields(siteId) }),
  );
}
