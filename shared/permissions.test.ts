import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_POLICIES,
  PERMISSIONS,
  POLICIES,
  POLICY_NAMES,
  ROLES,
  activityScopeOf,
  mayReadActivityOf,
  hasPermission,
  hasPolicy,
  permissionsFor,
  type AdministratorPolicy,
} from './permissions';

// SPEC §6, written out again as the expected grid so that a change to the matrix is seen.
const expected: Record<string, string[]> = {
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
    'provisioner:read',
    'provisioner:write',
    'audit:read',
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
    'audit:read',
  ],
  User: ['organizations:read', 'users:read', 'agencies:read', 'onboarding:read', 'profile:edit'],
};

describe('permission matrix', () => {
  for (const role of ROLES) {
    for (const permission of PERMISSIONS) {
      const granted = expected[role]!.includes(permission);
      it(`${role} ${granted ? 'has' : 'lacks'} ${permission}`, () => {
        expect(hasPermission([role], permission)).toBe(granted);
      });
    }
  }

  it('unions the permissions of several roles and ignores unknown roles', () => {
    expect(permissionsFor(['User', 'Manager']).has('users:write')).toBe(true);
    expect(permissionsFor(['Superuser']).size).toBe(0);
    expect(hasPermission([], 'profile:edit')).toBe(false);
  });
});

describe('policies', () => {
  const table: Record<string, Record<string, boolean>> = {
    Administrator: Object.fromEntries(POLICY_NAMES.map((p) => [p, true])),
    Manager: {
      canViewGlobal: false,
      canManageUsers: false,
      canEditOrganization: true,
      canDeleteOrganization: false,
      canViewAgencies: true,
      canManageAgencies: false,
      canViewOnboarding: true,
      canManageOnboarding: true,
      canAccessAdminFeatures: false,
      canEditProfile: true,
      canManagePipelines: false,
    },
    User: {
      canViewGlobal: false,
      canManageUsers: false,
      canEditOrganization: false,
      canDeleteOrganization: false,
      canViewAgencies: true,
      canManageAgencies: false,
      canViewOnboarding: true,
      canManageOnboarding: false,
      canAccessAdminFeatures: false,
      canEditProfile: true,
      canManagePipelines: false,
    },
  };
  it('has the ten policies of the spec and canManagePipelines (DESIGN resolution 13)', () => {
    expect(POLICY_NAMES).toHaveLength(11);
    expect(POLICIES.canManagePipelines).toEqual(['provisioner:write']);
    expect(POLICIES.canManageUsers).toEqual(['users:write', 'users:manage']);
  });
  for (const role of ROLES) {
    for (const policy of POLICY_NAMES) {
      it(`${role} ${table[role]![policy] ? 'meets' : 'fails'} ${policy}`, () => {
        expect(hasPolicy([role], policy)).toBe(table[role]![policy]);
      });
    }
  }
  it('requires every listed permission (users:write alone is not canManageUsers)', () => {
    expect(hasPolicy(['Manager'], 'canManageUsers')).toBe(false);
  });
});

describe('administrator policies (SPEC §6 notes: "Administrator alone …")', () => {
  it('hold for the Administrator role only, whatever else the user has', () => {
    for (const policy of Object.keys(ADMINISTRATOR_POLICIES) as AdministratorPolicy[]) {
      expect(hasPolicy(['Administrator'], policy)).toBe(true);
      expect(hasPolicy(['User', 'Administrator'], policy)).toBe(true);
      expect(hasPolicy(['Manager'], policy)).toBe(false);
      expect(hasPolicy(['User'], policy)).toBe(false);
      expect(hasPolicy([], policy)).toBe(false);
      expect(hasPolicy(['administrator'], policy)).toBe(false);
    }
  });

  it('stay out of the ten SPEC policies the debug view lists', () => {
    for (const policy of Object.keys(ADMINISTRATOR_POLICIES)) {
      expect(POLICY_NAMES).not.toContain(policy);
    }
  });
});

describe('activity read scope (DESIGN resolution 9; History links and the audit route ask it)', () => {
  it('is every organization for an Administrator, own only for a Manager, none for a User', () => {
    expect(activityScopeOf(['Administrator'], 'org-1')).toBe('every');
    expect(activityScopeOf(['Administrator'], null)).toBe('every');
    expect(activityScopeOf(['Manager'], 'org-1')).toEqual({ own: 'org-1' });
    expect(activityScopeOf(['Manager'], null)).toBe('none');
    expect(activityScopeOf(['Manager'], '')).toBe('none');
    expect(activityScopeOf(['User'], 'org-1')).toBe('none');
    expect(activityScopeOf([], 'org-1')).toBe('none');
  });

  it('lets a Manager read their own organization only, and an Administrator any', () => {
    expect(mayReadActivityOf(['Manager'], 'org-1', 'org-1')).toBe(true);
    expect(mayReadActivityOf(['Manager'], 'org-1', 'org-2')).toBe(false);
    expect(mayReadActivityOf(['Manager'], 'org-1', null)).toBe(false);
    expect(mayReadActivityOf(['Manager'], undefined, undefined)).toBe(false);
    expect(mayReadActivityOf(['Administrator'], 'org-1', 'org-2')).toBe(true);
    expect(mayReadActivityOf(['User'], 'org-1', 'org-1')).toBe(false);
  });
});
