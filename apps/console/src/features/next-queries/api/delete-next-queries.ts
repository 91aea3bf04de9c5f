import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nextQueriesPath } from './get-next-queries.ts';
import { useInvalidateNextQueries } from './save-next-queries.ts';

/** DELETE …/next-queries/{id}: the query's learned next queries show again. */
export async function deleteNextQueries(siteId: string, id: string): Promise<void> {
  await api.delete(nextQueriesPath(siteId, `/${encodeURIComponent(id)}`));
}

export function useDeleteNextQueries(siteId: string) {
  const invalidate = useInvalidateNextQueries(siteId);
  return useMutation({
    mutationFn: (id: string) => deleteNextQueries(siteId, id),
    onSuccess: invalidate,
  });
}
