// The route facts the shell reads: each sidebar page's label and requirement, the page on
// screen's title and trail (staticData). Which pages the sidebar lists is client/lib/nav-pages.ts.
import { useRouter, useRouterState, type StaticDataRouteOption } from '@tanstack/react-router';
import { routeFacts, type LinkPath, type RouteFacts } from '../../lib/route-access';

/** The stated facts of every route of the tree, by path. */
export function useRouteFactsByPath(): (path: LinkPath) => RouteFacts {
  const router = useRouter();
  return (path) => routeFacts(router.routesByPath[path].options.staticData);
}

/** The page on screen: the deepest match, or the root for an unknown address. */
function useCurrentRouteId(): string {
  return useRouterState({
    select: (state) => {
      const last = state.matches[state.matches.length - 1];
      // A thrown notFound() marks its match; the root then stands for the page.
      return last && last.status !== 'notFound' ? last.routeId : '__root__';
    },
  });
}

export interface CurrentPage {
  title: string;
  /** Crumbs after 'Dashboard' (the home crumb); empty on the dashboard itself. */
  trail: readonly string[];
}

/** The stated facts of the page on screen (the root's for an unknown address). */
export function useCurrentFacts(): RouteFacts & { routeId: string } {
  const router = useRouter();
  const routeId = useCurrentRouteId();
  const routes: Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>> =
    router.routesById;
  return { ...routeFacts(routes[routeId]?.options.staticData), routeId };
}

/** The title and breadcrumb trail of the page on screen, from its route's facts. */
export function useCurrentPage(): CurrentPage {
  const { routeId, title, trail } = useCurrentFacts();
  return { title, trail: routeId === '/' ? [] : [...trail, title] };
}
