// What the command palette can offer, built from what the app already knows: the route tree's
// facts (title, trail, requirement), the organizations in the cache or the organization
// context, and the users, pipelines and onboardings already loaded. Every item passes the
// same test as the sidebar and the guard; what fails it is kept apart, with the requirements
// it misses, only so that "no results" can say why something is hidden.
import { lookalikeNames } from '@shared/name-skeleton';
import { hasPolicy, type Requirement } from '@shared/permissions';
import type { Onboarding, OrganizationUser, Pipeline, User } from '@shared/schemas';
import {
  isAllowed,
  type AuthSnapshot,
  type LinkPath,
  type RouteFacts,
} from '../../lib/route-access';
import { missingRequirements } from '../../entities/permission/missing-requirement';
import { canReadActivityOf } from '../../entities/activity/activity-access';
import { ORGANIZATION_NAV } from '../../lib/nav-pages';
import { SCREEN_SYNONYMS } from './screen-synonyms';

export type PaletteKind =
  'Screen' | 'Organization' | 'People' | 'Pipeline' | 'Onboarding' | 'Action';

export type PaletteAction =
  | { type: 'navigate'; href: string }
  | { type: 'invite-user' }
  | { type: 'add-organization' }
  | { type: 'create-pipeline' }
  | { type: 'create-onboarding' }
  | { type: 'switch-organization'; organizationId: string }
  | { type: 'sign-out' }
  | { type: 'toggle-theme' }
  | { type: 'shortcuts' };

export interface PaletteItem {
  /** Stable across sessions (recent items are remembered by it). */
  id: string;
  kind: PaletteKind;
  label: string;
  detail?: string;
  /** Extra words it is found by (synonyms, trail, ids), not shown. */
  keywords?: string;
  action: PaletteAction;
}

/** An item the user may not open, with what they lack (for "no results"). */
export interface HiddenItem {
  label: string;
  keywords?: string;
  missing: Requirement[];
}

export interface PaletteSources {
  /** With the signed-in identity, when known (its name labels the user's own row). */
  auth: AuthSnapshot & { user?: Pick<User, 'sub' | 'name' | 'email' | 'organizationId'> | null };
  /** Every page of the route tree that a plain link reaches, with its facts. */
  screens: readonly { path: LinkPath; facts: RouteFacts }[];
  /** The facts of a route by path (for the record items' destinations). */
  factsOf: (path: LinkPath | '/organization/$orgId/settings') => RouteFacts;
  selectedOrganization: { id: string; name: string } | null;
  /** The organization context's list (own + managed). */
  contextOrganizations: readonly { id: string; name: string; slug?: string }[];
  /** The global organizations list from the cache, for those with the global view. */
  allOrganizations: readonly { id: string; name: string; slug?: string }[] | null;
  users: readonly OrganizationUser[];
  pipelines: readonly Pipeline[];
  /** Loaded onboardings with the organization they were loaded for. */
  onboardings: readonly { organizationId: string; onboarding: Onboarding }[];
}

export interface PaletteCatalogue {
  /** Screens and actions first, then records: ties in ranking keep this order. */
  items: PaletteItem[];
  hidden: HiddenItem[];
  /** Whose users a typed name is also looked up among on the server (all of them, not the loaded). */
  peopleSearch: { id: string; name: string } | null;
}

const NOT_SCREENS: ReadonlySet<string> = new Set(['/access-denied']);

function withQuery(path: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function screenItems(sources: PaletteSources, hidden: HiddenItem[]): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const { path, facts } of sources.screens) {
    if (NOT_SCREENS.has(path) || !facts.title) continue;
    const keywords = [...facts.trail, ...(SCREEN_SYNONYMS[path] ?? []), path].join(' ');
    if (!isAllowed(sources.auth, facts.requires)) {
      hidden.push({
        label: facts.title,
        keywords,
        missing: missingRequirements(sources.auth.roles, facts.requires),
      });
      continue;
    }
    // The sidebar lists the Organization group's pages only once an organization is selected.
    if (ORGANIZATION_NAV.includes(path) && !sources.selectedOrganization) continue;
    // Nor its Activity where the record is not open to the user (a Manager's managed one).
    if (
      path === '/organization/activity' &&
      !canReadActivityOf(sources.auth, sources.selectedOrganization?.id)
    )
      continue;
    items.push({
      id: `screen:${path}`,
      kind: 'Screen',
      label: facts.title,
      detail: [...facts.trail, facts.title].join(' › '),
      keywords,
      action: { type: 'navigate', href: path },
    });
  }
  return items;
}

function actionItems(sources: PaletteSources, hidden: HiddenItem[]): PaletteItem[] {
  const { auth, selectedOrganization } = sources;
  const items: PaletteItem[] = [];
  const gated = (item: PaletteItem, requires: readonly Requirement[], available = true): void => {
    const missing = missingRequirements(auth.roles, requires);
    if (missing.length > 0) hidden.push({ label: item.label, keywords: item.keywords, missing });
    else if (available) items.push(item);
  };
  // Invite User sits on the users screen and needs canManageUsers (SPEC §6 notes).
  gated(
    {
      id: 'action:invite-user',
      kind: 'Action',
      label: 'Invite user',
      detail: selectedOrganization ? `to ${selectedOrganization.name}` : undefined,
      keywords: 'add member people invitation',
      action: { type: 'invite-user' },
    },
    [...(sources.factsOf('/organization/users').requires ?? []), { policy: 'canManageUsers' }],
    selectedOrganization !== null,
  );
  // Add Organization: the organizations screen's button, for the Administrator alone.
  gated(
    {
      id: 'action:add-organization',
      kind: 'Action',
      label: 'Add organization',
      keywords: 'create new organisation tenant',
      action: { type: 'add-organization' },
    },
    [
      ...(sources.factsOf('/global/organizations').requires ?? []),
      { policy: 'canAdministerOrganizations' },
    ],
  );
  // Issue #34 item 7: the palette creates what its screens create, for who may.
  gated(
    {
      id: 'action:create-pipeline',
      kind: 'Action',
      label: 'Create pipeline',
      keywords: 'new provision deploy workspace',
      action: { type: 'create-pipeline' },
    },
    [...(sources.factsOf('/global/provisioner').requires ?? []), { policy: 'canManagePipelines' }],
  );
  gated(
    {
      id: 'action:create-onboarding',
      kind: 'Action',
      label: 'Create onboarding',
      detail: selectedOrganization ? `for ${selectedOrganization.name}` : undefined,
      keywords: 'new customer start',
      action: { type: 'create-onboarding' },
    },
    [
      ...(sources.factsOf('/organization/onboardings').requires ?? []),
      { policy: 'canManageOnboarding' },
    ],
    selectedOrganization !== null,
  );
  // Look-alike names ('Acme' and a Cyrillic 'Аcme') carry their slug or id, as in the picker.
  const alike = lookalikeNames(sources.contextOrganizations.map(({ name }) => name));
  for (const organization of sources.contextOrganizations) {
    if (organization.id === selectedOrganization?.id) continue;
    items.push({
      id: `switch:${organization.id}`,
      kind: 'Action',
      label: `Switch organization to ${organization.name}`,
      ...(alike.has(organization.name)
        ? { detail: organization.slug || organization.id.slice(0, 8) }
        : {}),
      keywords: `select choose ${organization.slug ?? ''}`,
      action: { type: 'switch-organization', organizationId: organization.id },
    });
  }
  items.push(
    {
      id: 'action:toggle-theme',
      kind: 'Action',
      label: 'Toggle theme',
      keywords: 'dark light mode colour color',
      action: { type: 'toggle-theme' },
    },
    {
      id: 'action:shortcuts',
      kind: 'Action',
      label: 'Keyboard shortcuts',
      keywords: 'keys help hotkeys',
      action: { type: 'shortcuts' },
    },
    {
      id: 'action:sign-out',
      kind: 'Action',
      label: 'Sign out',
      // Whose session ends; an own rename on My Profile shows here at once (issue #23).
      detail: sources.auth.user?.name || sources.auth.user?.email || undefined,
      keywords: 'log out logout leave',
      action: { type: 'sign-out' },
    },
  );
  return items;
}

function organizationItems(sources: PaletteSources): PaletteItem[] {
  // Each organization's own settings page (SPEC §2: every signed-in user; the orgId overrides
  // the selected organization), as the organizations list's settings action does.
  if (!isAllowed(sources.auth, sources.factsOf('/organization/$orgId/settings').requires))
    return [];
  // The global list only for those with the global view (like the sidebar's Global group).
  const global = hasPolicy(sources.auth.roles, 'canViewGlobal') ? sources.allOrganizations : null;
  const list = global ?? sources.contextOrganizations;
  return list.map((organization) => ({
    id: `org:${organization.id}`,
    kind: 'Organization',
    label: organization.name,
    detail: organization.slug || organization.id,
    keywords: organization.id,
    action: {
      type: 'navigate',
      href: `/organization/${encodeURIComponent(organization.id)}/settings`,
    },
  }));
}

/** A user of the selected organization as an item ("People › Ada Admin"); it opens their page. */
export function userItem(
  user: OrganizationUser,
  organization: { id: string; name: string },
  auth: PaletteSources['auth'],
): PaletteItem {
  // The signed-in user's own row carries their current name, also just after a rename.
  const own = user.id === auth.user?.sub ? auth.user.name : undefined;
  const label = own || user.name || user.email || user.id;
  return {
    id: `user:${organization.id}:${user.id}`,
    kind: 'People',
    label,
    detail: user.email && user.email !== label ? user.email : organization.name,
    keywords: (user.roles ?? []).join(' '),
    action: {
      type: 'navigate',
      href: withQuery(`/organization/users/${encodeURIComponent(user.id)}`, {
        org: organization.id,
      }),
    },
  };
}

/** The organization whose people the palette may look up on the server, if any. */
function peopleSearchOf(sources: PaletteSources) {
  const { auth, factsOf, selectedOrganization } = sources;
  return selectedOrganization && isAllowed(auth, factsOf('/organization/users').requires)
    ? selectedOrganization
    : null;
}

function recordItems(sources: PaletteSources): PaletteItem[] {
  const { auth, factsOf, selectedOrganization } = sources;
  const items: PaletteItem[] = [];
  const people = peopleSearchOf(sources);
  if (people) for (const user of sources.users) items.push(userItem(user, people, auth));
  if (isAllowed(auth, factsOf('/global/provisioner').requires)) {
    for (const pipeline of sources.pipelines) {
      const title = pipeline.inputParams?.title;
      items.push({
        id: `pipeline:${pipeline.pipelineId}`,
        kind: 'Pipeline',
        label: title || pipeline.pipelineId.slice(0, 8),
        detail: [pipeline.type, pipeline.status].filter(Boolean).join(' · '),
        keywords: `${pipeline.pipelineId} ${pipeline.inputParams?.slug ?? ''}`,
        action: {
          type: 'navigate',
          href: withQuery('/global/provisioner', { q: title || pipeline.pipelineId }),
        },
      });
    }
  }
  const ownOnboardings = isAllowed(auth, factsOf('/organization/onboardings').requires);
  const globalOnboardings = isAllowed(auth, factsOf('/global/onboardings').requires);
  for (const { organizationId, onboarding } of sources.onboardings) {
    const own = organizationId === selectedOrganization?.id && ownOnboardings;
    if (!own && !globalOnboardings) continue;
    const label = onboarding.customerSlug || onboarding.organizationName || onboarding.id;
    const q = onboarding.customerSlug || onboarding.id;
    items.push({
      id: `onboarding:${organizationId}:${onboarding.id}`,
      kind: 'Onboarding',
      label,
      detail: [onboarding.organizationName, onboarding.status].filter(Boolean).join(' · '),
      keywords: onboarding.id,
      action: {
        type: 'navigate',
        href: own
          ? withQuery('/organization/onboardings', { q })
          : withQuery('/global/onboardings', { org: organizationId, q }),
      },
    });
  }
  return items;
}

export function buildPaletteCatalogue(sources: PaletteSources): PaletteCatalogue {
  if (!sources.auth.isAuthenticated) return { items: [], hidden: [], peopleSearch: null };
  const hidden: HiddenItem[] = [];
  const items = [
    ...screenItems(sources, hidden),
    ...actionItems(sources, hidden),
    ...recordItems(sources),
    ...organizationItems(sources),
  ];
  return { items, hidden, peopleSearch: peopleSearchOf(sources) };
}

/** The text an item is found by. */
export function searchTextOf(item: { label: string; detail?: string; keywords?: string }): string {
  return [item.label, item.detail, item.keywords].filter(Boolean).join(' ');
}
