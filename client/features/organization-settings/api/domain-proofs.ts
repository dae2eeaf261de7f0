// DESIGN resolution 24's calls: GET /api/v1/organizations/{id}/domains (each domain's state and
// TXT challenge) and POST …/domains/{domain}/verify ("Check now"). A BFF without them (404,
// 405, 501) keeps today's plain list: the read answers null.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainListSchema, verifyAnswerSchema, type DomainItem } from '@shared/domains';
import { api, isMissingEndpoint } from '../../../lib/api-client';

export const domainProofsKey = (organizationId: string) =>
  ['organization-domains', organizationId] as const;

/** While a domain is pending, the list is read again this often (the backend re-checks it). */
export const DOMAIN_POLL_MS = 5_000;

const domainsPath = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/domains`;

export async function getDomainProofs(
  organizationId: string,
  signal?: AbortSignal,
): Promise<DomainItem[] | null> {
  try {
    const list = await api.get(domainsPath(organizationId), {
      signal,
      schema: domainListSchema.describe('domains'),
    });
    return list.items;
  } catch (error) {
    if (isMissingEndpoint(error)) return null;
    throw error;
  }
}

export function useDomainProofs(organizationId: string) {
  return useQuery({
    queryKey: domainProofsKey(organizationId),
    queryFn: ({ signal }) => getDomainProofs(organizationId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.state === 'pending') ? DOMAIN_POLL_MS : false,
  });
}

export function useVerifyDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      api.post(`${domainsPath(organizationId)}/${encodeURIComponent(domain)}/verify`, undefined, {
        schema: verifyAnswerSchema.describe('domain check'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainProofsKey(organizationId) }),
  });
}
