import { beforeAll, describe, expect, it } from 'vitest';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { signedInAs, type TestAccount } from '../../test/auth-fixtures';
import { routeFacts, type LinkPath } from '../../lib/route-access';
import { createAppRouter } from '../../app/router';
import { loadSearchSchemas } from '../../app/search';
import { buildPaletteCatalogue, type PaletteSources } from './palette-items';
import { createPaletteModel, paletteResults } from './palette-results';

type RouteTable = Partial<Record<string, { options: { staticData?: StaticDataRouteOption } }>>;
let routes: RouteTable;

beforeAll(async () => {
  await loadSearchSchemas();
  routes = createAppRouter().routesByPath;
});

const ORGANIZATIONS = Array.from({ length: 10_000 }, (_, i) => ({
  id: `org-${i}`,
  name: `Organization ${i}`,
}));
ORGANIZATIONS[4_321] = { id: 'org-wonka', name: 'Wonka Chocolate Factory' };

function sources(account: TestAccount, overrides: Partial<PaletteSources> = {}): PaletteSources {
  const factsOf = (path: string) => routeFacts(routes[path]?.options.staticData);
  return {
    auth: signedInAs(account),
    screens: Object.keys(routes)
      .filter((path): path is LinkPath => !path.includes('$'))
      .map((path) => ({ path, facts: factsOf(path) })),
    factsOf,
    selectedOrganization: { id: 'org-acme', name: 'Acme' },
    contextOrganizations: [
      { id: 'org-acme', name: 'Acme' },
      { id: 'org-beta', name: 'Beta Labs' },
    ],
    allOrganizations: ORGANIZATIONS,
    users: [{ id: 'u1', name: 'Grace Hopper', email: 'grace@example.com', roles: ['User'] }],
    pipelines: [{ pipelineId: 'p-123456789', inputParams: { title: 'Deploy Wonka' } }],
    onboardings: [
      { organizationId: 'org-acme', onboarding: { id: 'ob-1', customerSlug: 'acme-eu' } },
      { organizationId: 'org-zeta', onboarding: { id: 'ob-2', customerSlug: 'zeta-us' } },
    ],
    ...overrides,
  };
}

const ids = (account: TestAccount, overrides?: Partial<PaletteSources>) =>
  buildPaletteCatalogue(sources(account, overrides)).items.map((item) => item.id);
const screens = (account: TestAccount) =>
  ids(account)
    .filter((id) => id.startsWith('screen:'))
    .sort();

describe('what the palette lists, per role (the sidebar and guard rules)', () => {
  it('lists the screens each role may open, like the sidebar', () => {
    expect(screens('admin')).toContain('screen:/global/organizations');
    expect(screens('admin')).toContain('screen:/global/provisioner');
    expect(screens('user')).toEqual(
      [
        'screen:/',
        'screen:/api-explorer',
        'screen:/general/settings',
        'screen:/organization/managed',
        'screen:/organization/onboardings',
        'screen:/organization/overview',
        'screen:/organization/settings',
        'screen:/organization/users',
        'screen:/profile',
      ].sort(),
    );
    expect(screens('user')).not.toContain('screen:/access-denied');
  });

  it('hides the Organization group pages until an organization is selected', () => {
    const none = ids('user', { selectedOrganization: null });
    expect(none).not.toContain('screen:/organization/users');
    expect(none).not.toContain('action:invite-user');
    expect(none).toContain('screen:/organization/overview');
  });

  it('gives the actions by policy: Invite user needs canManageUsers, Add organization the Administrator', () => {
    expect(ids('admin')).toEqual(
      expect.arrayContaining(['action:invite-user', 'action:add-organization', 'switch:org-beta']),
    );
    expect(ids('manager')).not.toContain('action:invite-user');
    expect(ids('manager')).not.toContain('action:add-organization');
    expect(ids('user')).toEqual(
      expect.arrayContaining(['switch:org-beta', 'action:sign-out', 'action:toggle-theme']),
    );
    expect(ids('user')).not.toContain('switch:org-acme');
  });

  it('tells look-alike organizations apart in Switch organization by slug or id (#25 item 7)', () => {
    const { items } = buildPaletteCatalogue(
      sources('user', {
        contextOrganizations: [
          { id: 'org-acme', name: 'Acme' },
          { id: 'org-real', name: 'Acme Corporation', slug: 'acme-corp' },
          { id: 'fake1234-5678', name: '\u0410cme Corporation' },
          { id: 'org-beta', name: 'Beta Labs' },
        ],
      }),
    );
    const details = Object.fromEntries(
      items.filter((i) => i.id.startsWith('switch:')).map((i) => [i.id, i.detail]),
    );
    expect(details).toEqual({
      'switch:org-real': 'acme-corp',
      'switch:fake1234-5678': 'fake1234',
      'switch:org-beta': undefined,
    });
  });

  it('offers every organization to global viewers and only the context list to others', () => {
    const admin = ids('admin').filter((id) => id.startsWith('org:'));
    expect(admin).toHaveLength(10_000);
    expect(ids('user').filter((id) => id.startsWith('org:'))).toEqual([
      'org:org-acme',
      'org:org-beta',
    ]);
  });

  it('lists loaded records only where their screen may be opened', () => {
    expect(ids('admin')).toEqual(
      expect.arrayContaining([
        'user:org-acme:u1',
        'pipeline:p-123456789',
        'onboarding:org-acme:ob-1',
        'onboarding:org-zeta:ob-2',
      ]),
    );
    const user = ids('user');
    expect(user).toContain('user:org-acme:u1');
    expect(user).toContain('onboarding:org-acme:ob-1');
    // The provisioner and the global onboardings are not theirs to open.
    expect(user).not.toContain('pipeline:p-123456789');
    expect(user).not.toContain('onboarding:org-zeta:ob-2');
  });
});

describe('palette results', () => {
  it('finds a screen, an organization among 10,000 and an action, typos included', () => {
    const model = createPaletteModel(buildPaletteCatalogue(sources('admin')));
    const first = (query: string) => paletteResults(model, query, []).items[0]?.id;
    expect(first('organizations')).toBe('screen:/global/organizations');
    expect(first('wonka chocolate')).toBe('org:org-wonka');
    expect(first('invte user')).toBe('action:invite-user');
    expect(first('members')).toBe('screen:/organization/users');
    expect(first('grace')).toBe('user:org-acme:u1');
    const many = paletteResults(model, 'organization', []);
    expect(many.items).toHaveLength(50);
    expect(many.total).toBeGreaterThan(10_000 - 1);
  });

  it('puts recent items first while the query is empty, skipping ones no longer listed', () => {
    const model = createPaletteModel(buildPaletteCatalogue(sources('user')));
    const results = paletteResults(model, '', [
      'org:org-beta',
      'action:add-organization',
      'screen:/profile',
    ]);
    expect(results.recentCount).toBe(2);
    expect(results.items.slice(0, 3).map((item) => item.id)).toEqual([
      'org:org-beta',
      'screen:/profile',
      'screen:/',
    ]);
  });

  it('says which policy hides a match the user may not open', () => {
    const model = createPaletteModel(buildPaletteCatalogue(sources('user')));
    const results = paletteResults(model, 'provisioner', []);
    expect(results.items).toEqual([]);
    expect(results.hiddenMatch?.label).toBe('Provisioner');
    expect(results.hiddenMatch?.missing).toEqual([
      { policy: 'canViewGlobal' },
      { permission: 'provisioner:read' },
    ]);
    const invite = paletteResults(
      createPaletteModel(buildPaletteCatalogue(sources('manager'))),
      'invite user',
      [],
    );
    expect(invite.items.map((item) => item.id)).not.toContain('action:invite-user');
  });
});

describe('the signed-in user in the palette (issue #23: a rename shows at once)', () => {
  it("labels the user's own row and Sign out with the name in the auth state", () => {
    const auth = signedInAs('user');
    const renamed = { ...auth, user: { ...auth.user!, name: 'Uma Userton' } };
    const { items } = buildPaletteCatalogue(
      sources('user', {
        auth: renamed,
        users: [{ id: renamed.user.sub, name: 'Uma User', email: 'user@example.com' }],
      }),
    );
    expect(items.find((item) => item.id === `user:org-acme:${renamed.user.sub}`)?.label).toBe(
      'Uma Userton',
    );
    expect(items.find((item) => item.id === 'action:sign-out')?.detail).toBe('Uma Userton');
  });
});

describe("a Manager's Activity in the palette (issue #23)", () => {
  it('is listed for their own organization only', () => {
    expect(ids('manager')).toContain('screen:/organization/activity');
    const managed = { id: 'org-beta', name: 'Beta Labs' };
    expect(ids('manager', { selectedOrganization: managed })).not.toContain(
      'screen:/organization/activity',
    );
    expect(ids('admin', { selectedOrganization: managed })).toContain(
      'screen:/organization/activity',
    );
  });
});

describe('creating from the palette (issue #34 item 7)', () => {
  it('offers each create action only to who may, and onboarding only with an organization', () => {
    const creates = (account: TestAccount, overrides?: Partial<PaletteSources>) =>
      ids(account, overrides).filter((id) => /^action:(create|invite|add)/.test(id));
    expect(creates('admin').sort()).toEqual([
      'action:add-organization',
      'action:create-onboarding',
      'action:create-pipeline',
      'action:invite-user',
    ]);
    expect(creates('manager')).toEqual(['action:create-onboarding']);
    expect(creates('user')).toEqual([]);
    expect(creates('manager', { selectedOrganization: null })).toEqual([]);
  });
});
