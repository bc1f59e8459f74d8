import { authKeys } from "@admin/hooks/api/auth";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api";

/** A 4xx will not change on retry; only network failures and 5xx are tried once more. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A session that ends mid-work (expired token, signed out elsewhere): re-check who is signed in
        // so the guard sends the visitor to the login page instead of leaving a screen full of errors.
        if (isApiError(error, 401) && query.queryKey[0] !== authKeys.all[0]) {
          void client.invalidateQueries({ queryKey: authKeys.me() });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
