// The selected organization for the whole console: the list (own + managed) through TanStack
// Query, the choice in a storage atom.
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/hooks';
import { RESET } from 'jotai/utils';
import {
  organizationContextQueryOptions,
  type ContextOrganization,
} from './get-organization-context';
import { organizationQueryOptions } from './get-organization';
import { organizationLoadErrorMessage, pickSelectedOrganization } from './organization-load-error';
import { selectedOrganizationIdAtom } from '../../lib/selected-organization-atom';

export interface OrganizationContextValue {
  organizations: ContextOrganization[];
  selectedOrganization: ContextOrganization | null;
  selectedOrganizationId: string | null;
  /**
   * The organization the context selects, or while its list loads the one it most likely will:
   * the stored choice, else the user's own. A screen holds the place of what depends on it.
   */
  expectedSelectionId: string | null;
  select: (id: string) => void;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

const EMPTY: ContextOrganization[] = [];

/**
 * While the list loads: the user's own organization when no other one is stored (the context
 * is sure to select it, SPEC §4), once a screen's read of it has answered (route loaders start
 * that read with the navigation). Its screens can then show their data without waiting for the
 * managed organizations. Only reads the cache (disabled): the read and its checks belong to
 * the screen. It still carries the real query function, so TanStack Query has one to name (a
 * query without one logs "No queryFn was passed" on every render) and a refetch of the
 * organization, whichever observer set its options last, can run.
 */
function useProvisionalSelection(ownId: string): ContextOrganization | null {
  const own = useQuery({ ...organizationQueryOptions(ownId), enabled: false });
  return ownId && own.data?.id === ownId ? own.data : null;
}

export function useOrganizationContext(): OrganizationContextValue {
  const { isAuthenticated, user } = useAuth();
  const organizationId = isAuthenticated ? (user?.organizationId ?? '') : '';
  const [storedId, setStoredId] = useAtom(selectedOrganizationIdAtom);

  const query = useQuery({
    ...organizationContextQueryOptions(organizationId),
    enabled: Boolean(organizationId),
  });

  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  // SPEC §8: a 401 clears the list and the selection.
  useEffect(() => {
    if (unauthorized) setStoredId(RESET);
  }, [unauthorized, setStoredId]);

  const organizations = organizationId && !unauthorized ? (query.data ?? EMPTY) : EMPTY;
  const provisional = useProvisionalSelection(
    query.isPending && (!storedId || storedId === organizationId) ? organizationId : '',
  );
  const selectedOrganization = pickSelectedOrganization(organizations, storedId) ?? provisional;
  const { refetch } = query;
  const loading = Boolean(organizationId) && query.isPending;

  return {
    organizations,
    selectedOrganization,
    selectedOrganizationId: selectedOrganization?.id ?? null,
    expectedSelectionId: loading ? storedId || organizationId : (selectedOrganization?.id ?? null),
    select: useCallback((id: string) => setStoredId(id), [setStoredId]),
    loading,
    error: query.error ? organizationLoadErrorMessage(query.error) : null,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}
