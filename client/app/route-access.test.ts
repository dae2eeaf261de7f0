// Every route's stated requirement (its staticData in the route tree) against SPEC §2 / §6.
import { describe, expect, it } from 'vitest';
import { guardOutcome, routeFacts, type AppPath, type AuthSnapshot } from '../lib/route-access';
import { createAppRouter } from './router';

const router = createAppRouter();
const APP_PATHS = Object.keys(router.routesByPath) as AppPath[];
const requirementOf = (path: AppPath) =>
  routeFacts(router.routesByPath[path].options.staticData).requires;
const canAccess = (auth: AuthSnapshot, path: AppPath) =>
  guardOutcome(auth, requirementOf(path)) === 'allowed';

const as = (roles: string[]): AuthSnapshot => ({ isAuthenticated: true, roles, loading: false });
const SUBJECTS = {
  Administrator: as(['Administrator']),
  Manager: as(['Manager']),
  User: as(['User']),
  'no roles': as([]),
  'signed out': { isAuthenticated: false, roles: [], loading: false },
  loading: { isAuthenticated: false, roles: [], loading: true },
} satisfies Record<string, AuthSnapshot>;
type Subject = keyof typeof SUBJECTS;

const A = 'allowed';
const D = 'denied';
const S = 'sign-in';
const L = 'loading';
// Written out by hand from SPEC §2 / §6 (+ DESIGN.md: provisioner:read for Administrator).
const EXPECTED: Record<AppPath, Record<Subject, string>> = {
  '/': { Administrator: A, Manager: A, User: A, 'no roles': A, 'signed out': A, loading: A },
  '/access-denied': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': A,
    loading: A,
  },
  '/profile': { Administrator: A, Manager: A, User: A, 'no roles': A, 'signed out': S, loading: L },
  '/global/organizations': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/global/invitations': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/global/agencies': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/global/onboardings': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/global/provisioner': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/organization/overview': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  },
  '/organization/managed': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  },
  '/organization/onboardings': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/organization/users': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/organization/users/$userId': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/organization/settings': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  },
  '/organization/$orgId/settings': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  },
  '/general/settings': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  },
  '/api-explorer': {
    Administrator: A,
    Manager: A,
    User: A,
    'no roles': A,
    'signed out': S,
    loading: L,
  }, // DESIGN.md resolution 9: audit:read for Administrator and Manager; Global needs canViewGlobal.
  '/global/activity': {
    Administrator: A,
    Manager: D,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
  '/organization/activity': {
    Administrator: A,
    Manager: A,
    User: D,
    'no roles': D,
    'signed out': S,
    loading: L,
  },
};

describe('route facts', () => {
  it('every route states its requirement, title and breadcrumb trail in its staticData', () => {
    for (const path of APP_PATHS) {
      const stated = router.routesByPath[path].options.staticData;
      expect(stated?.requires, path).not.toBeUndefined();
      expect(stated?.title, path).toMatch(/\S/);
      expect(Array.isArray(stated?.trail), path).toBe(true);
    }
  });
});

describe('guardOutcome', () => {
  it('covers every route of SPEC §2', () => {
    expect(APP_PATHS.sort()).toEqual((Object.keys(EXPECTED) as AppPath[]).sort());
  });

  for (const path of Object.keys(EXPECTED) as AppPath[]) {
    for (const subject of Object.keys(SUBJECTS) as Subject[]) {
      it(`${path} for ${subject} → ${EXPECTED[path][subject]}`, () => {
        expect(guardOutcome(SUBJECTS[subject], requirementOf(path))).toBe(EXPECTED[path][subject]);
      });
    }
  }

  it('treats unknown role names as granting nothing', () => {
    expect(guardOutcome(as(['Superuser']), requirementOf('/organization/users'))).toBe('denied');
    expect(canAccess(as(['Superuser', 'Administrator']), '/global/provisioner')).toBe(true);
  });
});
