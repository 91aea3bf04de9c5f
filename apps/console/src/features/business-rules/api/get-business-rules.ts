import type { BusinessRulePage, MerchandisingListQuery } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list query: the engine's language, the text searched, the order and the page; the server fills the rest. */
export type BusinessRulesQuery = Partial<MerchandisingListQuery>;

/** `/merchandising/v1/sites/{id}/business-rules`, and the paths under it. */
export function businessRulesPath(siteId: string, rest = ''): string {
  return `/merchandising/v1/sites/${encodeURIComponent(siteId)}/business-rules${rest}`;
}

/** GET /merchandising/v1/sites/{id}/business-rules: one page of the site's business rules (older version). */
export function getBusinessRules(siteId: string, query: BusinessRulesQuery): Promise<BusinessRulePage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api.get<BusinessRulePage>(businessRulesPath(siteId, search ? `?${search}` : ''));
}

/** Every list of the site's rules shares the key's start: `{}` invalidates every page of every language. */
export function getBusinessRulesQueryOptions(siteId: string, query: BusinessRulesQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'business-rules', query],
    queryFn: () => getBusinessRules(siteId, query),
  });
}

export function useBusinessRules(siteId: string, query: BusinessRulesQuery) {
  return useQuery({
    ...getBusinessRulesQueryOptions(siteId, query),
    // The page shown stays, dimmed, while the next search, sort or page loads.
    placeholderData: keepPreviousData,
  });
}
