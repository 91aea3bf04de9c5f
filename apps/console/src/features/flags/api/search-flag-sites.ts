import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getManagementSites } from '../../../api/get-management-sites.ts';

/** The platform's sites matching `search`, for the flag editor's site picker. */
export function useFlagSites(search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['flags', 'sites', search],
      queryFn: () => getManagementSites(search),
      placeholderData: keepPreviousData,
    }),
  );
}
