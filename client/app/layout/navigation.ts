// Labels of the console's places: the sidebar's items and each route's breadcrumb trail.
import type { AppPath } from '../../lib/route-access';

/** Routes a plain link can reach (no path parameters). */
export type LinkPath = Exclude<AppPath, `${string}$${string}`>;

export interface NavItem {
  to: LinkPath;
  label: string;
}

export const GLOBAL_NAV: readonly NavItem[] = [
  { to: '/global/organizations', label: 'Organizations' },
  { to: '/global/onboardings', label: 'Onboardings' },
  { to: '/global/agencies', label: 'Agencies' },
  { to: '/global/provisioner', label: 'Provisioner' },
  { to: '/global/activity', label: 'Activity' },
];

/** Shown only once an organization is selected (SPEC §2 sidebar). */
export const ORGANIZATION_NAV: readonly NavItem[] = [
  { to: '/organization/onboardings', label: 'Onboardings' },
  { to: '/organization/users', label: 'Users' },
  { to: '/organization/settings', label: 'Settings' },
  { to: '/organization/activity', label: 'Activity' },
];

/** Crumbs after 'Dashboard'; the last names the page (also the document title). */
export const ROUTE_TRAILS: Record<AppPath, readonly string[]> = {
  '/': [],
  '/access-denied': ['Access Denied'],
  '/profile': ['Profile'],
  '/global/organizations': ['Global', 'Organizations'],
  '/global/agencies': ['Global', 'Agencies'],
  '/global/onboardings': ['Global', 'Onboardings'],
  '/global/provisioner': ['Global', 'Provisioner'],
  '/global/activity': ['Global', 'Activity'],
  '/organization/overview': ['Organization', 'Overview'],
  '/organization/managed': ['Organization', 'Managed Orgs'],
  '/organization/onboardings': ['Organization', 'Onboardings'],
  '/organization/users': ['Organization', 'Users'],
  '/organization/activity': ['Organization', 'Activity'],
  '/organization/settings': ['Organization', 'Settings'],
  '/organization/$orgId/settings': ['Organization', 'Settings'],
  '/general/settings': ['General', 'Settings'],
  '/api-explorer': ['API Explorer'],
};

export const NOT_FOUND_TRAIL: readonly string[] = ['Page not found'];

export function trailFor(routeId: string | undefined): readonly string[] {
  return routeId && routeId in ROUTE_TRAILS ? ROUTE_TRAILS[routeId as AppPath] : NOT_FOUND_TRAIL;
}
