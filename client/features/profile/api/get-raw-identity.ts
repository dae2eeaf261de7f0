// GET /auth/me or /auth/roles as the server answers it, for the profile's raw JSON panels.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IdentityEndpoint } from '../identity-messages';

/** `request` counts the Show clicks: each one fetches afresh, to see what the server says now. */
export const rawIdentityQueryOptions = (endpoint: IdentityEndpoint, request: number) =>
  queryOptions({
    queryKey: ['raw-identity', endpoint, request],
    queryFn: ({ signal }) => api.get(endpoint, { signal }),
    retry: false,
    gcTime: 0,
  });
