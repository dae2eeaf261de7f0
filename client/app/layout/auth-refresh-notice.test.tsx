// Refresh Auth (issue #24 item 8): the round trip through the sign-in page used to come back
// with nothing visibly refreshed; now the console says who is signed in and with which roles.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@shared/schemas';
import { toastsAtom } from '../../components/toast';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { refreshMessage } from '../../lib/auth/refresh-message';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { AuthRefreshNotice } from './auth-refresh-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function backend() {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
}

describe('Refresh Auth', () => {
  it('leaves for the sign-in page and, back signed in, says what the new sign-in gave', async () => {
    backend();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    await renderApp('/profile', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh Auth' }));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?returnUrl=/));

    await waitFor(() => expect(sessionStorage.getItem('auth-refresh')).not.toBeNull());

    // The page loads again after the sign-in; this time as the Manager.
    const after = notice(signedInAs('manager'));
    await waitFor(() =>
      expect(after.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Signed in again as Max Manager (manager@example.com), roles Manager; was admin@example.com.',
      ]),
    );
    // Said once: a later load says nothing.
    const again = notice(signedInAs('manager'));
    await act(() => Promise.resolve());
    expect(again.get(toastsAtom)).toEqual([]);
  });

  it('says nothing until the identity check has answered', async () => {
    sessionStorage.setItem(
      'auth-refresh',
      JSON.stringify({ email: 'admin@example.com', name: 'Ada Admin', roles: ['Administrator'] }),
    );
    const store = notice({ ...signedInAs('admin'), loading: true });
    await act(() => Promise.resolve());
    expect(store.get(toastsAtom)).toEqual([]);
    act(() => store.set(authStateAtom, signedInAs('admin')));
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Sign-in refreshed for Ada Admin: roles unchanged (Administrator).',
      ]),
    );
  });
});

/** The notice as app.tsx mounts it (beside the toast viewport), over its own store. */
function notice(auth: AuthState) {
  const store = createStore();
  store.set(authStateAtom, auth);
  render(
    <Provider store={store}>
      <AuthRefreshNotice />
    </Provider>,
  );
  return store;
}

describe('refreshMessage', () => {
  const before = { email: 'admin@example.com', name: 'Ada Admin', roles: ['Administrator'] };
  it('says the roles are unchanged, or what they became', () => {
    expect(refreshMessage(before, signedInAs('admin'))).toBe(
      'Sign-in refreshed for Ada Admin: roles unchanged (Administrator).',
    );
    expect(refreshMessage(before, { ...signedInAs('admin'), roles: ['Manager', 'User'] })).toBe(
      'Sign-in refreshed for Ada Admin: roles now Manager, User (were Administrator).',
    );
  });
});
