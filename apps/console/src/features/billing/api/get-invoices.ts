import type { InvoicePage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingPath } from '../../../api/billing-path.ts';
import { api } from '../../../lib/api-client.ts';

export interface InvoicesPageRequest {
  limit: number;
  offset: number;
}

/** GET /billing/v1/organizations/{id}/subscription/invoices?limit&offset (spec 2 §7): newest first. */
export function getInvoices(
  organizationId: string,
  { limit, offset }: InvoicesPageRequest,
): Promise<InvoicePage> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return api.get<InvoicePage>(`${billingPath(organizationId, 'subscription/invoices')}?${query}`);
}

export function getInvoicesQueryOptions(organizationId: string, page: InvoicesPageRequest) {
  return queryOptions({
    queryKey: ['billing', organizationId, 'invoices', page],
    queryFn: () => getInvoices(organizationId, page),
  });
}

/** One page of invoices; the previous page stays on screen while the next loads. */
export function useInvoices(organizationId: string, page: InvoicesPageRequest) {
  return useQuery({ ...getInvoicesQueryOptions(organizationId, page), placeholderData: keepPreviousData });
}
