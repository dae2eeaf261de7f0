// DESIGN resolution 23's calls for a managing organization: the floors it sets for the ones it
// manages (GET/PUT …/settings/floors, written over the version read) and "Apply {group} to
// managed organizations" (POST …/settings/apply, a dry run first). A BFF without the floors
// read (404/405/501) gets no floors panel: the read answers null.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplySettingsResult, Floors, SettingsGroup } from '@shared/inheritance';
import { api, isMissingEndpoint } from '../../../lib/api-client';
import { settingsPath } from './get-organization-settings';

export interface LoadedFloors {
  floors: Floors;
  managedCount: number;
  etag: string | null;
}

export const floorsKey = (organizationId: string) => ['settings-floors', organizationId] as const;

export async function getFloors(
  organizationId: string,
  signal?: AbortSignal,
): Promise<LoadedFloors | null> {
  let etag: string | null = null;
  try {
    const raw = (await api.get(`${settingsPath(organizationId)}/floors`, {
      signal,
      onHeaders: (headers) => (etag = headers.get('ETag')),
    })) as { floors?: Floors; managedCount?: number };
    return { floors: raw.floors ?? {}, managedCount: raw.managedCount ?? 0, etag };
  } catch (error) {
    if (isMissingEndpoint(error)) return null;
    throw error;
  }
}

export function useFloors(organizationId: string) {
  return useQuery({
    queryKey: floorsKey(organizationId),
    queryFn: ({ signal }) => getFloors(organizationId, signal),
  });
}

export function useSaveFloors(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ floors, etag }: { floors: Floors; etag: string | null }) =>
      api.put(`${settingsPath(organizationId)}/floors`, floors, {
        headers: etag ? { 'If-Match': etag } : { 'If-None-Match': '*' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: floorsKey(organizationId) }),
  });
}

export function applySettings(
  organizationId: string,
  groups: SettingsGroup[],
  dryRun: boolean,
): Promise<ApplySettingsResult> {
  return api.post(`${settingsPath(organizationId)}/apply`, {
    groups,
    dryRun,
  }) as Promise<ApplySettingsResult>;
}

export function useApplySettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groups, dryRun }: { groups: SettingsGroup[]; dryRun: boolean }) =>
      applySettings(organizationId, groups, dryRun),
    // The managed organizations' settings changed: any copy read before is stale.
    onSuccess: (_result, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['organization-settings'] }),
  });
}
