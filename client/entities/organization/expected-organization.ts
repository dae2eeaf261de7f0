// Which organization a screen of the selected organization will show, known before the
// organization context has loaded, so route loaders can start that screen's reads at once.
// Loaded lazily by the loaders: it pulls in the data layer, which the initial bundle leaves out.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@shared/schemas';
import {
  organizationContextQueryOptions,
  type ContextOrganization,
} from './get-organization-context';
import { organizationQueryOptions } from './get-organization';
import { pickSelectedOrganization } from './organization-load-error';

type Identity = Pick<AuthState, 'isAuthenticated' | 'loading' | 'user'>;

/** The user's own organization, when the auth state is a settled sign-in that has one. */
function ownOrganizationId(auth: Identity): string | null {
  if (auth.loading || !auth.isAuthenticated) return null;
  return auth.user?.organizationId || null;
}

/**
 * The organization the context will select: exactly that once its list is cached; before, the
 * user's own organization (from /auth/me) when nothing else is stored, else null. A stored id
 * is validated against the list before anything is read for it: a stale or planted one would
 * read another organization's data, refused and recorded as this user probing it.
 */
export function expectedOrganizationId(
  queryClient: QueryClient,
  auth: Identity,
  /** readSelectedOrganizationId(), passed in: the caller is in the initial bundle, this is not. */
  stored: string | null,
): string | null {
  const own = ownOrganizationId(auth);
  if (!own) return null;
  const list = queryClient.getQueryData<ContextOrganization[]>(
    organizationContextQueryOptions(own).queryKey,
  );
  if (list) return pickSelectedOrganization(list, stored)?.id ?? null;
  return !stored || stored === own ? own : null;
}

/**
 * Reads the user's own organization beside a screen's read while the context's list is not
 * there yet and no other organization is stored: its answer lets the context select it
 * provisionally (use-organization-context.ts), so the screen shows without waiting for the
 * managed organizations, and the context takes it instead of asking again.
 */
export function prefetchProvisionalOrganization(
  queryClient: QueryClient,
  auth: Identity,
  stored: string | null,
): Promise<void> {
  const own = ownOrganizationId(auth);
  if (!own || (stored && stored !== own)) return Promise.resolve();
  if (queryClient.getQueryData(organizationContextQueryOptions(own).queryKey)) {
    return Promise.resolve();
  }
  return queryClient.prefetchQuery(organizationQueryOptions(own));
}

/**
 * Starts the organization context (SPEC §4: own organization + managed ones, after its 100 ms
 * delay) with the navigation instead of when the sidebar's picker mounts. Nothing when the user
 * has no organization, as the context itself.
 */
export function prefetchOrganizationContext(
  queryClient: QueryClient,
  auth: Identity,
): Promise<void> {
  const own = ownOrganizationId(auth);
  if (!own) return Promise.resolve();
  return queryClient.prefetchQuery(organizationContextQueryOptions(own));
}
