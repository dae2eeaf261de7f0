// What every route gets from <RouterProvider context>: the live auth state and the query client.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@shared/schemas';

export interface RouterContext {
  auth: AuthState;
  queryClient: QueryClient;
  /** Set while the sign-in check cannot reach a verdict (the server unreachable). */
  authProblem?: string | null;
}
