import { nextQueriesSchema, type NextQueries, type NextQueriesInput } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getStorefrontNextQueriesKey } from './get-storefront-next-queries.ts';
import { getNextQueriesKey, nextQueriesPath } from './get-next-queries.ts';

/** POST …/next-queries: the first entry of a query (409 next-queries-1 when it has one). */
export async function createNextQueries(siteId: string, input: NextQueriesInput): Promise<NextQueries> {
  return nextQueriesSchema.parse(await api.post<unknown>(nextQueriesPath(siteId), input));
}

/** PUT …/next-queries/{id}: the entry's curated and hidden next queries, replaced. */
export async function updateNextQueries(
  siteId: string,
  id: string,
  input: NextQueriesInput,
): Promise<NextQueries> {
  return nextQueriesSchema.parse(
    await api.put<unknown>(nextQueriesPath(siteId, `/${encodeURIComponent(id)}`), input),
  );
}

/** A save changes the list and what the storefront suggests: both are read again. */
export function useInvalidateNextQueries(siteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getNextQueriesKey(siteId) }),
      queryClient.invalidateQueries({ queryKey: getStorefrontNextQueriesKey() }),
    ]);
}

export function useCreateNextQueries(siteId: string) {
  const invalidate = useInvalidateNextQueries(siteId);
  return useMutation({
    mutationFn: (input: NextQueriesInput) => createNextQueries(siteId, input),
    onSuccess: invalidate,
  });
}

export function useUpdateNextQueries(siteId: string) {
  const invalidate = useInvalidateNextQueries(siteId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: NextQueriesInput }) =>
      updateNextQueries(siteId, id, input),
    onSuccess: invalidate,
  });
}
