// DESIGN resolution 23 on the settings screen: each field says where its value comes from, a
// field can go back to inherited (sent as null), a looser value than a floor is refused before
// anything is sent, a managing organization previews and applies a group to the ones it
// manages, and a BFF without `sources` keeps today's screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/fake-backend';
import { ACME_ID, acmeSettings, renderSettings } from '../../test/settings-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHILD_ID = 'org-europe';
const childPath = `/organization/${CHILD_ID}/settings`;
const acme = { organizationId: ACME_ID, organizationName: 'Acme Corporation' };

/** Acme Europe: session timeout set here, everything else inherited from Acme. */
function childAnswer(floors: Record<string, unknown> = {}) {
  const document = acmeSettings();
  const inherited = structuredClone(document.settings);
  document.id = CHILD_ID;
  document.name = 'Acme Europe GmbH';
  document.settings.security.sessionTimeout = 60;
  const sources = Object.fromEntries(
    Object.entries(document.settings).flatMap(([group, fields]) =>
      Object.keys(fields).map((field) => [
        `${group}.${field}`,
        field === 'sessionTimeout'
          ? { from: 'own', organizationId: CHILD_ID, organizationName: 'Acme Europe GmbH' }
          : { from: 'inherited', ...acme },
      ]),
    ),
  );
  return {
    ...document,
    sources,
    floors,
    inheritsFrom: acme,
    inheritedValues: inherited,
    managedCount: 0,
  };
}

const inheritable = (field: string) =>
  document.querySelector<HTMLElement>(`.settings-inheritable[data-field="${field}"]`)!;

describe('settings of a managed organization', () => {
  it('marks each field Inherited from Acme or Set here; Use inherited value sends null', async () => {
    const backend = fakeBackend({
      [`GET /api/v1/organizations/${CHILD_ID}/settings`]: { body: childAnswer() },
      [`PATCH /api/v1/organizations/${CHILD_ID}/settings`]: () => ({ body: childAnswer() }),
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${childPath}?tab=security` });

    await screen.findByLabelText('Session timeout (minutes)');
    expect(
      within(inheritable('requireMfa')).getByText('Inherited from Acme Corporation'),
    ).toBeVisible();
    expect(within(inheritable('sessionTimeout')).getByText('Set here')).toBeVisible();

    await user.click(
      within(inheritable('sessionTimeout')).getByRole('button', { name: /Use inherited value/ }),
    );
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(240);
    expect(
      within(inheritable('sessionTimeout')).getByText('Inherited from Acme Corporation'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(backend.sent.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = backend.sent.find((r) => r.method === 'PATCH')!.body as {
      settings: { security: Record<string, unknown> };
    };
    expect(patch.settings.security).toEqual({
      requireMfa: null,
      passwordPolicy: null,
      sessionTimeout: null,
    });
  });

  it('editing an inherited field makes it Set here and sends its value', async () => {
    const backend = fakeBackend({
      [`GET /api/v1/organizations/${CHILD_ID}/settings`]: { body: childAnswer() },
      [`PATCH /api/v1/organizations/${CHILD_ID}/settings`]: () => ({ body: childAnswer() }),
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${childPath}?tab=security` });
    await user.click(await screen.findByLabelText('Require multi-factor authentication'));
    expect(within(inheritable('requireMfa')).getByText('Set here')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(backend.sent.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = backend.sent.find((r) => r.method === 'PATCH')!.body as {
      settings: { security: Record<string, unknown> };
    };
    expect(patch.settings.security).toEqual({
      requireMfa: false,
      passwordPolicy: null,
      sessionTimeout: 60,
    });
  });

  it('shows the floor and who set it, and refuses a looser value before sending', async () => {
    const backend = fakeBackend({
      [`GET /api/v1/organizations/${CHILD_ID}/settings`]: {
        body: childAnswer({ 'security.sessionTimeout': { value: 120, ...acme } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${childPath}?tab=security` });
    const field = await screen.findByLabelText('Session timeout (minutes)');
    const floor = 'Session timeout may be at most 120 minutes: a floor set by Acme Corporation';
    expect(within(inheritable('sessionTimeout')).getByText(floor)).toBeVisible();
    await user.clear(field);
    await user.type(field, '600');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('heading', { name: /Nothing was saved/ })).toBeVisible();
    expect(screen.getAllByText(floor).length).toBeGreaterThan(1);
    expect(backend.sent.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('a BFF without sources keeps the screen as it was: no marks', async () => {
    fakeBackend({ [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() } });
    renderSettings({ path: `/organization/${ACME_ID}/settings?tab=security` });
    await screen.findByLabelText('Session timeout (minutes)');
    expect(screen.queryByText(/Inherited from|Set here/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply .* to managed organizations/ })).toBeNull();
  });
});

describe('a managing organization', () => {
  it('previews Apply Security to managed organizations, then applies it in one request', async () => {
    const parent = {
      ...acmeSettings(),
      sources: {},
      floors: {},
      inheritsFrom: null,
      inheritedValues: null,
      managedCount: 5000,
    };
    const backend = fakeBackend({
      [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: parent },
      [`GET /api/v1/organizations/${ACME_ID}/settings/floors`]: {
        body: { floors: {}, managedCount: 5000 },
      },
      [`POST /api/v1/organizations/${ACME_ID}/settings/apply`]: (request) => ({
        body: {
          changed: 1572,
          unchanged: 3428,
          fields: { 'security.sessionTimeout': 1000, 'security.requireMfa': 715 },
          organizations: [],
          dryRun: (request.body as { dryRun: boolean }).dryRun,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `/organization/${ACME_ID}/settings?tab=security` });
    await user.click(
      await screen.findByRole('button', { name: 'Apply Security to managed organizations…' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply Security to managed organizations',
    });
    expect(
      await within(dialog).findByText(/1,572 of 5,000 managed organizations set Security fields/),
    ).toBeVisible();
    expect(within(dialog).getByText('Session timeout: 1,000 organizations')).toBeVisible();
    expect(backend.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { groups: ['security'], dryRun: true },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 1,572 organizations' }));
    expect(
      await within(dialog).findByText(
        'Applied: 1,572 organizations now inherit Security from Acme Corporation.',
      ),
    ).toBeVisible();
    expect(backend.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { groups: ['security'], dryRun: true },
      { groups: ['security'], dryRun: false },
    ]);
    expect(screen.getByRole('heading', { name: 'Floors for managed organizations' })).toBeVisible();
  });
});
