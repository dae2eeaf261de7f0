// Route loaders start a screen's reads when the navigation (or an intent preload: hover, focus,
// touch) starts, beside the page's code chunk, into TanStack Query's cache where the page's own
// queries find them. A loader never waits for its reads and never throws: the page keeps its
// own loading state and its SPEC error texts, and a failed read is the page's to show. It runs
// only after the root's guard let the page through, and only for a settled sign-in. The reads
// themselves live in route-reads.ts, loaded lazily (in boot-modules.ts's chunk).
import { readSelectedOrganizationId } from '../lib/selected-organization-atom';
import type { RouterContext } from './router-context';
import type { RouteReadName } from './route-reads';

interface LoaderArgs {
  context: RouterContext;
  params: Record<string, string | undefined>;
  /** The address, for a read that depends on the search (a deep link's ?org=). */
  location: { search: object };
  /** A preload (intent, or a returning user's address during the re-check), not a navigation. */
  preload: boolean;
}

/** boot-modules.ts (the data layer, search schemas, route reads): app.tsx loads it at boot. */
export const loadBootModules = () => import('./boot-modules');

/** The loader of a route whose reads are `routeReads[name]` (`preloadOnly`: on preloads only). */
export function readsOf(name: RouteReadName, { preloadOnly = false } = {}) {
  return ({ context, params, location, preload }: LoaderArgs): void => {
    const { auth, queryClient } = context;
    if (!auth.isAuthenticated || auth.loading || (preloadOnly && !preload)) return;
    // A rejection (a chunk that failed to download) is left to the page, which needs it too.
    loadBootModules()
      .then(({ routeReads }) =>
        routeReads[name]({
          queryClient,
          auth,
          params,
          search: location.search as Record<string, unknown>,
          storedOrganizationId: readSelectedOrganizationId(),
        }),
      )
      .catch(() => undefined);
  };
}
