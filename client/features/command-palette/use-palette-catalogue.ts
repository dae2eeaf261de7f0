// Gathers the palette's sources from what the app already holds: the route tree, the auth
// state, the organization context and TanStack Query's cache. Users, pipelines and onboardings
// are read from the cache as loaded (nothing is fetched for the palette); the global
// organizations list is the one the organizations screen uses, read (or loaded once) for
// those with the global view.
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRouter, type StaticDataRouteOption } from '@tanstack/react-router';
import { useMemo } from 'react';
import { hasPolicy } from '@shared/permissions';
import type { Onboarding, Pipeline } from '@shared/schemas';
import { organizationsQueryOptions } from '../../entities/organization/get-organizations';
import { pipelineKeys } from '../../entities/pipeline/pipeline-keys';
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { isAllowed, routeFacts, type LinkPath } from '../../lib/route-access';
import { onboardingsQueryOptions } from '../../entities/onboarding/get-onboardings';
import { usersKeys } from '../../entities/user/users-keys';
import { mergeUserPages, type UsersPage } from '../../entities/user/users-paging';
import { buildPaletteCatalogue, type PaletteCatalogue, type PaletteSources } from './palette-items';

type RouteTable = Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>>;

// The onboardings queries share a key prefix (['onboardings', 'list']) before the id.
const ONBOARDINGS_PREFIX = onboardingsQueryOptions('').queryKey.slice(0, 2);

function factsIn(routes: RouteTable, path: string) {
  return routeFacts(routes[path]?.options.staticData);
}

export function usePaletteCatalogue(): PaletteCatalogue {
  const auth = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const context = useOrganizationContext();
  const routes: RouteTable = router.routesByPath;

  const globalView =
    hasPolicy(auth.roles, 'canViewGlobal') &&
    isAllowed(auth, factsIn(routes, '/global/organizations').requires);
  const organizations = useQuery({ ...organizationsQueryOptions(), enabled: globalView });
  const selected = context.selectedOrganization;

  return useMemo(() => {
    const factsOf = (path: string) => factsIn(routes, path);
    // Every search of the selected organization's users held in the cache.
    const usersPages = selected
      ? queryClient
          .getQueriesData<InfiniteData<UsersPage>>({ queryKey: usersKeys.list(selected.id) })
          .flatMap(([, data]) => data?.pages ?? [])
      : [];
    const onboardings = queryClient
      .getQueriesData<Onboarding[]>({ queryKey: ONBOARDINGS_PREFIX })
      .flatMap(([key, list]) => {
        const organizationId = key[2];
        if (typeof organizationId !== 'string' || !organizationId || !Array.isArray(list))
          return [];
        return list.map((onboarding) => ({ organizationId, onboarding }));
      });
    const sources: PaletteSources = {
      auth,
      screens: Object.keys(routes)
        .filter((path): path is LinkPath => !path.includes('$'))
        .map((path) => ({ path, facts: factsOf(path) })),
      factsOf,
      selectedOrganization: selected ? { id: selected.id, name: selected.name } : null,
      contextOrganizations: context.organizations,
      allOrganizations: globalView ? (organizations.data ?? null) : null,
      users: mergeUserPages(usersPages),
      pipelines: queryClient.getQueryData<Pipeline[]>(pipelineKeys.list()) ?? [],
      onboardings,
    };
    return buildPaletteCatalogue(sources);
  }, [auth, routes, queryClient, selected, context.organizations, globalView, organizations.data]);
}
