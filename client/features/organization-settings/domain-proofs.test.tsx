// DESIGN resolution 24 on the General tab: each domain's state chip; a pending one shows the TXT
// record to publish with Copy, and Check now says what was found.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/fake-backend';
import { ACME_ID, acmeSettings, renderSettings } from '../../test/settings-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const challenge = {
  name: '_admin-portal-challenge.acme.example',
  value: 'admin-portal-verification=abc',
};

describe('domains with their proof', () => {
  it('shows the chip, the record to publish with Copy, and what Check now found', async () => {
    fakeBackend({
      [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() },
      [`GET /api/v1/organizations/${ACME_ID}/domains`]: {
        body: { items: [{ domain: 'acme.example', state: 'pending', challenge, found: [] }] },
      },
      [`POST /api/v1/organizations/${ACME_ID}/domains/acme.example/verify`]: {
        body: {
          state: 'pending',
          challenge,
          found: ['admin-portal-verification=old'],
          checkedAt: '2026-11-27T09:00:00Z',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `/organization/${ACME_ID}/settings` });

    const item = (
      await screen.findByText('acme.example', { selector: '.settings-domain__name' })
    ).closest('li')!;
    expect(within(item).getByText('Pending')).toBeVisible();
    expect(within(item).getByText(challenge.name)).toBeVisible();
    expect(within(item).getByText('Last check: no TXT record')).toBeVisible();
    await user.click(
      within(item).getByRole('button', { name: 'Copy record value for acme.example' }),
    );
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(challenge.value);

    await user.click(within(item).getByRole('button', { name: 'Check now for acme.example' }));
    expect(
      await within(item).findByText(
        'Checked: found: admin-portal-verification=old, expected admin-portal-verification=abc.',
      ),
    ).toBeVisible();
  });

  it('a BFF without the domains read keeps the plain list', async () => {
    fakeBackend({ [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() } });
    renderSettings({ path: `/organization/${ACME_ID}/settings` });
    expect(await screen.findByText('acme.example')).toBeVisible();
    expect(screen.queryByText('Pending')).toBeNull();
  });
});
