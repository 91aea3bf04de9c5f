import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { renewOrLogin } from './auth.ts';

let renewing: Promise<void> | undefined;

function onError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    renewing ??= renewOrLogin().finally(() => {
      renewing = undefined;
    });
  }
}

/** A client error will not change by asking again; network and server failures get two more tries. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
