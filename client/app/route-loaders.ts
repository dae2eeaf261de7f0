// What route loaders share: a screen's reads start in its loader (when the navigation or an
// intent preload starts, beside the page's code chunk) and go into TanStack Query's cache,
// where the page's own queries find them. Loaders never wait for the reads and never throw: the
// page keeps its own loading state and its SPEC error texts, and a failed read is the page's to
// show. The query options are imported inside the loader, so zod, the schemas and the features'
// code stay out of the initial bundle.
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

interface LoaderArgs {
  context: RouterContext;
  params: Record<string, string>;
}

/** Only for a settled sign-in: the guard let the page through for exactly this identity. */
function signedIn(context: RouterContext): boolean {
  return context.auth.isAuthenticated && !context.auth.loading;
}

/** A loader that starts `read` for a signed-in user and lets the navigation go on at once. */
export function readsOf(read: (queryClient: QueryClient, args: LoaderArgs) => Promise<unknown>) {
  return (args: LoaderArgs): void => {
    if (!signedIn(args.context)) return;
    // A rejection (a chunk that failed to load) is left to the page, which imports it again.
    read(args.context.queryClient, args).catch(() => undefined);
  };
}

const expectedOrganization = () => import('../lib/organization-context/expected-organization');

/**
 * A loader for a screen of the selected organization: `read` starts as soon as the
 * organization id is known (the stored selection or the user's own), not after the
 * organization context has loaded the organization and its managed ones.
 */
export function organizationReadsOf(
  read: (queryClient: QueryClient, organizationId: string) => Promise<unknown>,
) {
  return readsOf(async (queryClient, { context }) => {
    const { expectedOrganizationId } = await expectedOrganization();
    const organizationId = expectedOrganizationId(queryClient, context.auth);
    if (organizationId) await read(queryClient, organizationId);
  });
}

/** The root's loader: the organization context, which the sidebar and every organization screen read. */
export const organizationContextReads = readsOf(async (queryClient, { context }) => {
  const { prefetchOrganizationContext } = await expectedOrganization();
  await prefetchOrganizationContext(queryClient, context.auth);
});
