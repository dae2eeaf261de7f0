// GET /api/v1/organizations/{id}/onboardings (SPEC §7: a list) and its query hook.
import { useQuery } from '@tanstack/react-query';
import * as z from '../../../shared/zod';
import { onboardingSchema, type Onboarding } from '../../../shared/schemas';
import { api } from '../../lib/api-client';

export const onboardingKeys = {
  all: ['onboardings'] as const,
  list: (organizationId: string) => [...onboardingKeys.all, 'list', organizationId] as const,
};

const onboardingListSchema = z.array(onboardingSchema);

export async function getOnboardings(
  organizationId: string,
  signal?: AbortSignal,
): Promise<Onboarding[]> {
  const data = await api.get<unknown>(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}/onboardings`,
    { signal },
  );
  const result = onboardingListSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Unexpected onboardings response${where}: ${issue?.message ?? 'invalid'}`);
}

/** The onboardings of one organization; null disables the query (none selected). */
export function useOnboardings(organizationId: string | null | undefined) {
  return useQuery({
    queryKey: onboardingKeys.list(organizationId ?? ''),
    queryFn: ({ signal }) => getOnboardings(organizationId ?? '', signal),
    enabled: Boolean(organizationId),
  });
}
