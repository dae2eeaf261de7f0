// The TanStack Query client: server data lives in its cache, never copied into atoms.
// main.tsx imports this module dynamically (beside the first auth check) to keep the initial
// bundle small, so it also hands over the provider.
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { ApiError } from './api-client';

// Components hear of a mutation that started before the browser's next task (a microtask, not
// TanStack's default setTimeout 0), so a button is busy before the second click of a double
// click arrives: a doubled Retry or Send Invitation sends one request (issue #34 item 1).
notifyManager.setScheduler(queueMicrotask);

/** A 4xx will answer the same again; a network failure or a 5xx gets one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Lists can be large; screens refresh on demand (their Refresh buttons) instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export { QueryClientProvider };
