// The role → permission matrix, the ten policies of SPEC §6 and canManagePipelines (DESIGN
// resolution 13). Client guards, sidebar, buttons and the demo backend's server-side checks
// all ask these functions.

export const ROLES = ['Administrator', 'Manager', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'organizations:read',
  'organizations:write',
  'organizations:delete',
  'users:read',
  'users:write',
  'users:manage',
  'global:access',
  'admin:access',
  'agencies:read',
  'agencies:write',
  'onboarding:read',
  'onboarding:write',
  'dashboard:admin',
  'profile:edit',
  'provisioner:read',
  'provisioner:write',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Administrator: [
    'organizations:read',
    'organizations:write',
    'organizations:delete',
    'users:read',
    'users:write',
    'users:manage',
    'global:access',
    'admin:access',
    'agencies:read',
    'agencies:write',
    'onboarding:read',
    'onboarding:write',
    'dashboard:admin',
    'profile:edit',
    // DESIGN.md resolution 1: the spec grants provisioner:read to no role.
    'provisioner:read',
    'provisioner:write', // DESIGN.md resolution 13: create, retry and cancel pipelines.
    'audit:read', // DESIGN.md resolution 9: every organization's activity record.
  ],
  Manager: [
    'organizations:read',
    'organizations:write',
    'users:read',
    'users:write',
    'agencies:read',
    'onboarding:read',
    'onboarding:write',
    'profile:edit',
    'audit:read', // DESIGN.md resolution 9: their own organization's activity record only.
  ],
  User: ['organizations:read', 'users:read', 'agencies:read', 'onboarding:read', 'profile:edit'],
};

export const POLICIES = {
  canViewGlobal: ['global:access'],
  canManageUsers: ['users:write', 'users:manage'],
  canEditOrganization: ['organizations:write'],
  canDeleteOrganization: ['organizations:delete'],
  canViewAgencies: ['agencies:read'],
  canManageAgencies: ['agencies:write'],
  canViewOnboarding: ['onboarding:read'],
  canManageOnboarding: ['onboarding:write'],
  canAccessAdminFeatures: ['admin:access'],
  canEditProfile: ['profile:edit'],
  /** DESIGN.md resolution 13: not one of SPEC §6's ten. */
  canManagePipelines: ['provisioner:write'],
} as const satisfies Record<string, readonly Permission[]>;
/** SPEC §6's ten policies and canManagePipelines (the access-denied debug view lists these). */
export type SpecPolicy = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as SpecPolicy[];

/**
 * What SPEC §6 grants to the Administrator role by name rather than through a permission
 * (its notes: "Administrator alone sees …"). Named here so that screens and the demo backend
 * ask for a rule, not for a role.
 */
export const ADMINISTRATOR_POLICIES = {
  /** Add, edit and delete organizations; add and remove their domains. */
  canAdministerOrganizations: ['Administrator'],
  /** The dashboard's Global card and the global agencies and onboardings pages. */
  canUseGlobalViews: ['Administrator'],
  /** The administrator banners and (inert) administrator buttons of onboardings and pipelines. */
  canSeeAdministratorActions: ['Administrator'],
  /** Every organization, not only one's own and the ones it manages (demo backend). */
  canReachEveryOrganization: ['Administrator'],
} as const satisfies Record<string, readonly Role[]>;
export type AdministratorPolicy = keyof typeof ADMINISTRATOR_POLICIES;

export type Policy = SpecPolicy | AdministratorPolicy;

function isAdministratorPolicy(policy: Policy): policy is AdministratorPolicy {
  return Object.hasOwn(ADMINISTRATOR_POLICIES, policy);
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Every permission granted by any of the roles; unknown role names grant nothing. */
export function permissionsFor(roles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    if (isRole(role)) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  }
  return granted;
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return permissionsFor(roles).has(permission);
}

/** A SPEC policy holds when every permission it lists is granted; a named role rule when the
 * user has one of its roles. */
export function hasPolicy(roles: readonly string[], policy: Policy): boolean {
  if (isAdministratorPolicy(policy)) {
    const allowed: readonly string[] = ADMINISTRATOR_POLICIES[policy];
    return roles.some((role) => allowed.includes(role));
  }
  const granted = permissionsFor(roles);
  return POLICIES[policy].every((permission) => granted.has(permission));
}

export function isAdministrator(roles: readonly string[]): boolean {
  return roles.includes('Administrator');
}

/** What a route, sidebar item or button requires: a permission, a policy, or only sign-in. */
export type Requirement = { permission: Permission } | { policy: Policy } | { signedIn: true };

export function meetsRequirement(roles: readonly string[], requirement: Requirement): boolean {
  if ('permission' in requirement) return hasPermission(roles, requirement.permission);
  if ('policy' in requirement) return hasPolicy(roles, requirement.policy);
  return true;
}

/** Whose activity record a caller may read (DESIGN resolution 9): with audit:read, every
 * organization for one who reaches every organization, else only their own; without it, none. */
export type ActivityScope = 'every' | { own: string } | 'none';

export function activityScopeOf(
  roles: readonly string[],
  ownOrganizationId: string | null | undefined,
): ActivityScope {
  if (!hasPermission(roles, 'audit:read')) return 'none';
  if (hasPolicy(roles, 'canReachEveryOrganization')) return 'every';
  return ownOrganizationId ? { own: ownOrganizationId } : 'none';
}

/** The History links, the Activity screens and the demo backend's audit route all ask this. */
export function mayReadActivityOf(
  roles: readonly string[],
  ownOrganizationId: string | null | undefined,
  organizationId: string | null | undefined,
): boolean {
  const scope = activityScopeOf(roles, ownOrganizationId);
  if (scope === 'every') return true;
  if (scope === 'none') return false;
  return Boolean(organizationId) && organizationId === scope.own;
}
