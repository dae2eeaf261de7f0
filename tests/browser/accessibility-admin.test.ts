// Issue #8 item 4: axe-core on every route of SPEC §2 as the Administrator and signed out, in
// light and dark (the other roles: accessibility-members.test.ts). One gateway (embedded demo
// backend), one browser; each role signs in once per colour scheme.
import { expect, it } from 'vitest';
import { SEED_IDS } from '../../server/demo-backend/seed/seed';
import { describeEveryRoute, MANAGER_ID, NOT_FOUND, routesFor } from './support/accessibility-kit';
import { setUpConsoleFixture } from './support/console-fixture';

const env = setUpConsoleFixture({ backend: 'embedded' });

it('covers every route of SPEC §2 and the Activity routes (the guard table is not missing one)', () => {
  expect(routesFor('admin')).toEqual([
    '/',
    '/access-denied',
    '/profile',
    '/global/organizations',
    '/global/invitations',
    '/global/agencies',
    '/global/onboardings',
    '/global/provisioner',
    '/global/activity',
    '/organization/overview',
    '/organization/managed',
    '/organization/onboardings',
    '/organization/users',
    `/organization/users/${MANAGER_ID}`,
    '/organization/activity',
    '/organization/settings',
    `/organization/${SEED_IDS.acme}/settings`,
    '/general/settings',
    '/api-explorer',
    NOT_FOUND,
  ]);
  expect(routesFor('signed-out')).toEqual(['/', '/access-denied', '/login', NOT_FOUND]);
  // Everyone signed in reaches the organization pages; only the Administrator the global ones.
  for (const who of ['manager', 'user', 'nobody'] as const) {
    expect(routesFor(who).filter((path) => path.startsWith('/global/'))).toEqual([]);
    expect(routesFor(who)).toContain('/organization/users');
  }
});

describeEveryRoute(env, 'admin');
describeEveryRoute(env, 'signed-out');
