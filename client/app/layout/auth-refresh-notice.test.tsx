// Refresh Auth (issue #24 item 8): the round trip through the sign-in page used to come back
// with nothing visibly refreshed; now the console says who is signed in and with which roles.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../components/toast';
import { refreshMessage } from '../../lib/auth/refresh-notice';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';

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

    // The page loads again after the sign-in; this time as the Manager.
    const { store } = await renderApp('/profile', signedInAs('manager'));
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual([
        'Signed in again as Max Manager (manager@example.com), roles Manager; was admin@example.com.',
      ]),
    );
    // Said once: a later load says nothing.
    const again = await renderApp('/profile', signedInAs('manager'));
    await screen.findAllByRole('navigation', { name: 'Main' });
    expect(again.store.get(toastsAtom)).toEqual([]);
  });
});

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
