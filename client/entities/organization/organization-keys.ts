// Query keys of the organization reads, and the one refresh every organization write calls.
import type { QueryClient } from '@tanstack/react-query';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id] as const,
  managed: (id: string) => [...organizationKeys.all, 'managed', id] as const,
};

/** The organization context's list (own + managed) for a user's organization. */
export const organizationContextKey = (organizationId: string) =>
  ['organization-context', organizationId] as const;

/**
 * After any organization write: every organization list, detail and managed list, and the
 * sidebar's organization picker (its names and managed organizations may have changed).
 */
export function invalidateOrganizationData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: [organizationContextKey('')[0]] }),
  ]).then(() => undefined);
}
