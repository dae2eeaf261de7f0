// Which pages the sidebar lists, in its order (SPEC §2 sidebar). The sidebar shows them and the
// command palette leaves the organization's pages out while none is selected.
import type { LinkPath } from './route-access';

export const GLOBAL_NAV: readonly LinkPath[] = [
  '/global/organizations',
  '/global/invitations',
  '/global/onboardings',
  '/global/agencies',
  '/global/provisioner',
  '/global/activity',
];

/** Shown only once an organization is selected (SPEC §2 sidebar). */
export const ORGANIZATION_NAV: readonly LinkPath[] = [
  '/organization/onboardings',
  '/organization/users',
  '/organization/settings',
  '/organization/activity',
];
