import type { ManagementSitePage } from '@playboard/domain';
import { api } from '../lib/api-client.ts';

/** GET /management/v1/sites: the platform's sites matching `search`, for the operators' site pickers. */
export function getManagementSites(search: string): Promise<ManagementSitePage> {
  const query = new URLSearchParams({ size: '20' });
  if (search) query.set('search', search);
  return api.get<ManagementSitePage>(`/management/v1/sites?${query}`);
}
