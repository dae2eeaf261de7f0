import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/fake-backend';
import { api } from '../api-client';
import { selectedOrganizationIdAtom } from '../selected-organization-atom';
import { checkAuth, restoreAuthState, signOut, startAuth } from './auth-actions';
import { authProblemAtom, authStateAtom, sessionExpiredAtom } from './auth-atoms';

const ME = { sub: 'u-1', name: 'Ada Admin', email: 'admin@example.com', organizationId: 'org-1' };
const KEY = 'auth-state';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInBackend() {
  return mockApi({
    'GET /auth/me': { body: ME },
    'GET /auth/roles': { body: { roles: ['Administrator'] } },
    'POST /logout': { status: 204 },
  });
}

const stored = () => sessionStorage.getItem(KEY);

describe('restoring auth state', () => {
  it('restores a valid stored state, still loading until the check answers', async () => {
    const state = { isAuthenticated: true, user: ME, roles: ['Manager'], loading: false };
    sessionStorage.setItem(KEY, JSON.stringify(state));
    const store = createStore();
    await expect(restoreAuthState(store)).resolves.toEqual(state);
    expect(store.get(authStateAtom)).toEqual({ ...state, loading: true });
  });

  it('ignores invalid JSON and states that do not match the schema', async () => {
    const store = createStore();
    sessionStorage.setItem(KEY, '{not json');
    await expect(restoreAuthState(store)).resolves.toBeNull();
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ isAuthenticated: 'yes', user: null, roles: 'Administrator' }),
    );
    await expect(restoreAuthState(store)).resolves.toBeNull();
    expect(store.get(authStateAtom)).toEqual({
      isAuthenticated: false,
      user: null,
      roles: [],
      loading: true,
    });
  });
});

describe('the identity check', () => {
  it('signs in from /auth/me and /auth/roles and stores the state', async () => {
    const { callsTo } = signedInBackend();
    const store = createStore();
    await checkAuth(store);
    const expected = { isAuthenticated: true, user: ME, roles: ['Administrator'], loading: false };
    expect(store.get(authStateAtom)).toEqual(expected);
    expect(JSON.parse(stored()!)).toEqual(expected);
    expect(callsTo('/auth/me')[0]!.init?.credentials).toBe('include');
  });

  it('gives the signed-out state when a call fails (5xx, network, bad shape)', async () => {
    for (const failing of [
      { status: 500 },
      () => Promise.reject(new TypeError('Failed to fetch')),
      { body: { name: 'no sub' } },
    ]) {
      mockApi({ 'GET /auth/me': failing, 'GET /auth/roles': { body: { roles: ['User'] } } });
      const store = createStore();
      await checkAuth(store);
      expect(store.get(authStateAtom)).toEqual({
        isAuthenticated: false,
        user: null,
        roles: [],
        loading: false,
      });
      expect(store.get(sessionExpiredAtom)).toBe(false);
    }
  });

  it('clears the state and the session storage on a 401', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ isAuthenticated: true, user: ME, roles: ['User'], loading: false }),
    );
    mockApi({ 'GET /auth/me': { status: 401 }, 'GET /auth/roles': { status: 401 } });
    const store = createStore();
    await checkAuth(store);
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(stored()).toBeNull();
  });

  it('re-checks on window focus while signed in, and treats a lost session as expiry', async () => {
    const { callsTo } = signedInBackend();
    const store = createStore();
    const stop = startAuth(store);
    await vi.waitFor(() => expect(store.get(authStateAtom).isAuthenticated).toBe(true));
    expect(callsTo('/auth/me')).toHaveLength(1);

    mockApi({
      'GET /auth/me': { body: ME },
      'GET /auth/roles': { body: { roles: ['Manager'] } },
    });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(store.get(authStateAtom).roles).toEqual(['Manager']));

    mockApi({ 'GET /auth/me': { status: 401 }, 'GET /auth/roles': { status: 401 } });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(store.get(sessionExpiredAtom)).toBe(true));
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(stored()).toBeNull();

    // Signed out now: focus no longer calls the backend.
    const after = mockApi({});
    window.dispatchEvent(new Event('focus'));
    expect(after.calls).toHaveLength(0);
    stop();
  });

  it('does not re-check on focus while signed out', async () => {
    const { callsTo } = mockApi({
      'GET /auth/me': { status: 401 },
      'GET /auth/roles': { status: 401 },
    });
    const store = createStore();
    const stop = startAuth(store);
    await vi.waitFor(() => expect(store.get(authStateAtom).loading).toBe(false));
    window.dispatchEvent(new Event('focus'));
    expect(callsTo('/auth/me')).toHaveLength(1);
    stop();
  });
});

describe('a 401 from a data call (session expired mid-work)', () => {
  it("clears auth and storage and raises 'Sign in again'", async () => {
    signedInBackend();
    const store = createStore();
    const stop = startAuth(store);
    await vi.waitFor(() => expect(store.get(authStateAtom).isAuthenticated).toBe(true));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Session expired' }, 401)),
    );
    await expect(api.get('/api/v1/organizations')).rejects.toMatchObject({ status: 401 });
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionExpiredAtom)).toBe(true);
    expect(stored()).toBeNull();
    stop();
  });
});

describe('a check the server cannot answer', () => {
  const DOWN = { status: 502, body: { message: 'The backend is unavailable.' } };

  it('says why (not just signed out), never as expiry, and a 401 or 403 is no problem', async () => {
    mockApi({ 'GET /auth/me': DOWN, 'GET /auth/roles': DOWN });
    const store = createStore();
    await checkAuth(store);
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(store.get(authProblemAtom)).toBe('The backend is unavailable.');

    mockApi({
      'GET /auth/me': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /auth/roles': { body: { roles: [] } },
    });
    await checkAuth(store);
    expect(store.get(authProblemAtom)).toBe('Network error');

    mockApi({ 'GET /auth/me': { body: { name: 'no sub' } }, 'GET /auth/roles': { body: {} } });
    await checkAuth(store);
    expect(store.get(authProblemAtom)).toMatch(/unexpected answer/);

    for (const status of [401, 403]) {
      mockApi({ 'GET /auth/me': { status }, 'GET /auth/roles': { status } });
      await checkAuth(store);
      expect(store.get(authProblemAtom)).toBeNull();
    }

    // Signed in, then a focus re-check finds the server gone: signed out (SPEC §4), not expired.
    signedInBackend();
    await checkAuth(store);
    mockApi({ 'GET /auth/me': DOWN, 'GET /auth/roles': DOWN });
    await checkAuth(store);
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(store.get(sessionExpiredAtom)).toBe(false);
    expect(store.get(authProblemAtom)).toBe('The backend is unavailable.');
  });

  it('re-checks by itself, backing off, until the server answers', async () => {
    // Only setTimeout is faked, and this waits on real turns (vi.waitFor would move the clock).
    const until = async (done: () => boolean) => {
      for (let turn = 0; turn < 200 && !done(); turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      expect(done()).toBe(true);
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const down = mockApi({ 'GET /auth/me': DOWN, 'GET /auth/roles': DOWN });
      const store = createStore();
      const stop = startAuth(store);
      await until(() => store.get(authProblemAtom) !== null);
      expect(down.callsTo('/auth/me')).toHaveLength(1);
      vi.advanceTimersByTime(1_999);
      expect(down.callsTo('/auth/me')).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await until(() => down.callsTo('/auth/me').length === 2);

      const up = signedInBackend();
      // The failed second check schedules the third 3 s later.
      await until(() => vi.getTimerCount() === 1);
      vi.advanceTimersByTime(2_999);
      expect(up.callsTo('/auth/me')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await until(() => store.get(authStateAtom).isAuthenticated);
      expect(store.get(authProblemAtom)).toBeNull();
      expect(up.callsTo('/auth/me')).toHaveLength(1);
      // Answered: no more checks until something asks for one.
      vi.advanceTimersByTime(60_000);
      expect(up.callsTo('/auth/me')).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-out', () => {
  it('posts /logout and clears state, storage and the selected organization', async () => {
    const { callsTo } = signedInBackend();
    const store = createStore();
    await checkAuth(store);
    store.set(selectedOrganizationIdAtom, 'org-2');
    await signOut(store);
    expect(callsTo('/logout')[0]!.method).toBe('POST');
    expect(store.get(authStateAtom)).toEqual({
      isAuthenticated: false,
      user: null,
      roles: [],
      loading: false,
    });
    expect(stored()).not.toContain('"isAuthenticated":true');
    expect(localStorage.getItem('selected-organization-id')).toBeNull();
  });

  it('clears the state even when /logout fails', async () => {
    signedInBackend();
    const store = createStore();
    await checkAuth(store);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await signOut(store);
    expect(store.get(authStateAtom).isAuthenticated).toBe(false);
    expect(stored()).not.toContain('"isAuthenticated":true');
  });
});
