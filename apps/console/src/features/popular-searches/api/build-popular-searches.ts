import { popularSearchBuildSchema, type Language, type PopularSearchBuild } from '@playboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getPopularSearchesKey, popularSearchesPath } from './get-popular-searches.ts';

/**
 * POST …/popular-searches/builds: builds the language's popular searches now and answers the build
 * (from milliseconds to tens of seconds on a big shop; requests made meanwhile share it).
 */
export async function buildPopularSearches(siteId: string, language: Language): Promise<PopularSearchBuild> {
  return popularSearchBuildSchema.parse(
    await api.post<unknown>(popularSearchesPath(siteId, '/builds'), { language }),
  );
}

export function useBuildPopularSearches(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...getPopularSearchesKey(siteId), 'build'],
    mutationFn: (language: Language) => buildPopularSearches(siteId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPopularSearchesKey(siteId) }),
  });
}
