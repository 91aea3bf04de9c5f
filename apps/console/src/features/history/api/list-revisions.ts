import type { ConfigRevisionKind, ConfigRevisionPage } from '@playboard/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Which revisions: a page, and a filter by kind, entity and time (`from` included, `to` excluded). */
export interface RevisionsQuery {
  limit: number;
  offset: number;
  kind?: ConfigRevisionKind | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const revisionsPath = (siteId: string) =>
  `/merchandising/v1/sites/${encodeURIComponent(siteId)}/revisions`;

/** GET /merchandising/v1/sites/{id}/revisions: a page of the site's changes, newest first. */
export function listRevisions(siteId: string, query: RevisionsQuery): Promise<ConfigRevisionPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<ConfigRevisionPage>(`${revisionsPath(siteId)}?${params.toString()}`);
}

export function listRevisionsQueryOptions(siteId: string, query: RevisionsQuery) {
  return queryOptions({
    queryKey: ['sites', siteId, 'revisions', query],
    queryFn: () => listRevisions(siteId, query),
  });
}

export function useRevisions(siteId: string, query: RevisionsQuery, options: { enabled?: boolean } = {}) {
  // The former page stays on screen while the next one loads.
  return useQuery({
    ...listRevisionsQueryOptions(siteId, query),
    placeholderData: keepPreviousData,
    ...options,
  });
}
