import { describe, expect, it } from 'vitest';
import { SIGNED_IN, guardOutcome, type AuthSnapshot } from './route-access';

const signedIn = (roles: string[]): AuthSnapshot => ({
  isAuthenticated: true,
  roles,
  loading: false,
});
const SIGNED_OUT: AuthSnapshot = { isAuthenticated: false, roles: [], loading: false };
const LOADING: AuthSnapshot = { isAuthenticated: false, roles: [], loading: true };

describe('guardOutcome', () => {
  it('lets anyone through a route that requires nothing, even while loading', () => {
    expect(guardOutcome(SIGNED_OUT, null)).toBe('allowed');
    expect(guardOutcome(LOADING, [])).toBe('allowed');
  });

  it('waits while loading, then sends a signed-out visitor to sign in', () => {
    expect(guardOutcome(LOADING, [SIGNED_IN])).toBe('loading');
    expect(guardOutcome(SIGNED_OUT, [SIGNED_IN])).toBe('sign-in');
  });

  it('needs every listed requirement: a policy and a permission', () => {
    const global = [{ policy: 'canViewGlobal' }, { permission: 'agencies:read' }] as const;
    expect(guardOutcome(signedIn(['Administrator']), global)).toBe('allowed');
    expect(guardOutcome(signedIn(['Manager']), global)).toBe('denied');
    expect(guardOutcome(signedIn(['User']), [{ permission: 'agencies:read' }])).toBe('allowed');
  });

  it('names administrator-only rules as policies', () => {
    const rule = [{ policy: 'canUseGlobalViews' }] as const;
    expect(guardOutcome(signedIn(['Administrator']), rule)).toBe('allowed');
    expect(guardOutcome(signedIn(['Manager', 'User']), rule)).toBe('denied');
  });
});
