// The harnesses' atom store is the test's own: what one test signs in or toasts is gone in the next.
import { describe, expect, it } from 'vitest';
import { toastsAtom } from '../components/toast';
import { AUTH_LOADING, authStateAtom } from '../lib/auth/auth-atoms';
import { signInAs } from './screen-harness';
import { testStore } from './test-store';

describe('the test atom store', () => {
  it('holds what a test sets up', () => {
    signInAs(['Administrator']);
    testStore().set(toastsAtom, [{ id: 1, kind: 'info', text: 'left over' }]);
    expect(testStore().get(authStateAtom).isAuthenticated).toBe(true);
  });

  it('is a fresh one in the next test', () => {
    expect(testStore().get(authStateAtom)).toEqual(AUTH_LOADING);
    expect(testStore().get(toastsAtom)).toEqual([]);
  });
});
