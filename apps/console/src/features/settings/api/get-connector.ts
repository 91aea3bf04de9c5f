import type { ConnectorInfo } from '@playboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /main/v1/sites/{id}/connector: the installed module against the platform's latest version. */
export function getConnector(siteId: string): Promise<ConnectorInfo> {
  return api.get<ConnectorInfo>(`/main/v1/sites/${encodeURIComponent(siteId)}/connector`);
}

export function getConnectorQueryOptions(siteId: string) {
  return queryOptions({ queryKey: ['sites', siteId, 'connector'], queryFn: () => getConnector(siteId) });
}

export function useConnector(siteId: string) {
  return useQuery(getConnectorQueryOptions(siteId));
}
