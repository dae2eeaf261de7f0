// Operating onboardings (DESIGN resolution 16, issue #23): create (with an Idempotency-Key, so
// a double click makes one), edit status and notes, complete / reopen / assign a step. Each
// answer, and each change the live feed brings, goes straight into every cached list showing
// that onboarding: its organization's and the all-organizations pages.
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  onboardingStatusOf,
  type CreateOnboardingPayload,
  type UpdateOnboardingPayload,
  type UpdateOnboardingStepPayload,
} from '@shared/onboardings';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import { onboardingSchema, type Onboarding } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from '../../../entities/onboarding/get-onboardings';
import type { OnboardingsPage } from './get-all-onboardings';

const schema = onboardingSchema.describe('onboarding');

const base = (organizationId: string) =>
  `/api/v1/organizations/${encodeURIComponent(organizationId)}/onboardings`;

function replaceIn<T extends { id: string }>(list: readonly T[], changed: Map<string, T>): T[] {
  return list.map((item) => changed.get(item.id) ?? item);
}

/** Puts each onboarding's newest state into the cached lists (a new one at its list's end). */
export function storeOnboardings(queryClient: QueryClient, changed: readonly Onboarding[]): void {
  if (changed.length === 0) return;
  const byOrganization = new Map<string, Onboarding[]>();
  for (const onboarding of changed) {
    const organizationId =
      typeof onboarding.organizationId === 'string' ? onboarding.organizationId : null;
    if (organizationId)
      byOrganization.set(organizationId, [
        ...(byOrganization.get(organizationId) ?? []),
        onboarding,
      ]);
  }
  for (const [organizationId, items] of byOrganization) {
    queryClient.setQueryData<Onboarding[]>(onboardingKeys.list(organizationId), (list) => {
      if (!list) return list;
      const fresh = new Map(items.map((o) => [o.id, o]));
      const known = new Set(list.map((o) => o.id));
      return [...replaceIn(list, fresh), ...items.filter((o) => !known.has(o.id))];
    });
  }
  // The all-organizations pages: replaced where shown; a new one first when its status fits.
  const fresh = new Map(changed.map((o) => [o.id, o]));
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<OnboardingsPage>>({
    queryKey: [...onboardingKeys.all, 'everywhere'],
  })) {
    if (!data) continue;
    const status = String(key[2] ?? '');
    const shown = new Set(data.pages.flatMap((page) => page.items.map((o) => o.id)));
    const added = changed.filter(
      (o) => !shown.has(o.id) && (status === '' || onboardingStatusOf(o.status) === status),
    );
    queryClient.setQueryData<InfiniteData<OnboardingsPage>>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        items: [...(index === 0 ? added : []), ...replaceIn(page.items, fresh)],
        total: page.total === undefined || index !== 0 ? page.total : page.total + added.length,
      })),
    });
  }
}

export function createOnboarding(
  organizationId: string,
  payload: CreateOnboardingPayload,
  idempotencyKey: string,
) {
  return api.post(base(organizationId), payload, {
    schema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function updateOnboarding(
  organizationId: string,
  onboardingId: string,
  payload: UpdateOnboardingPayload,
) {
  return api.patch(`${base(organizationId)}/${encodeURIComponent(onboardingId)}`, payload, {
    schema,
  });
}

export function updateOnboardingStep(
  organizationId: string,
  onboardingId: string,
  stepId: string,
  payload: UpdateOnboardingStepPayload,
) {
  return api.patch(
    `${base(organizationId)}/${encodeURIComponent(onboardingId)}/steps/${encodeURIComponent(stepId)}`,
    payload,
    { schema },
  );
}

/**
 * A write whose answer (the onboarding as it now is) goes into the lists on screen; a BFF that
 * leaves out `organizationId` gets the one the call was made for.
 */
export function useOnboardingWrite<V extends { organizationId: string }>(
  call: (variables: V) => Promise<Onboarding>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (onboarding, { organizationId }) =>
      storeOnboardings(queryClient, [{ organizationId, ...onboarding }]),
  });
}
