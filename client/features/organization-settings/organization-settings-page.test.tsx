import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOrganizationSettings } from '@shared/schemas';
import { fakeBackend, jsonResponse, stubBackend, type SentRequest } from '../../test/fake-backend';
import { ACME_ID, acmeSettings, renderSettings } from '../../test/settings-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const acmePath = `/organization/${ACME_ID}/settings`;

function acmeBackend(patch?: (request: SentRequest) => { status?: number; body?: unknown }) {
  return fakeBackend({
    [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() },
    [`PATCH /api/v1/organizations/${ACME_ID}/settings`]: patch ?? ((r) => ({ body: r.body })),
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(tab(name));
  await waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'));
}

describe('OrganizationSettingsPage', () => {
  it('shows every field of the loaded settings across the five tabs', async () => {
    acmeBackend();
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });

    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Corporation');
    const crumbs = within(
      screen.getByRole('navigation', { name: 'Settings breadcrumb' }),
    ).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual([
      'Organizations',
      'Acme Corporation',
      'Settings',
    ]);
    expect(within(crumbs[0]!).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/global/organizations',
    );
    expect(screen.getByText(ACME_ID)).toBeInTheDocument();
    expect(screen.getByText('acme')).toBeInTheDocument();
    expect(screen.getByText('acme.example')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General',
      'Notifications',
      'Security',
      'Integrations',
      'Branding',
    ]);

    await openTab(user, 'Notifications');
    expect(screen.getByLabelText('Email notifications')).toBeChecked();
    expect(screen.getByLabelText('Slack notifications')).toBeChecked();
    expect(screen.getByLabelText('Notification frequency')).toHaveValue('immediate');

    await openTab(user, 'Security');
    expect(screen.getByLabelText('Require multi-factor authentication')).toBeChecked();
    expect(
      screen.getByLabelText('Strict (12+ characters, mixed case, numbers, symbols)'),
    ).toBeChecked();
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(240);

    await openTab(user, 'Integrations');
    expect(screen.getByLabelText('Enable API access')).toBeChecked();
    expect(screen.getByLabelText('Webhook URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(
      'https://hooks.acme.example/identity-events',
    );
    expect(screen.getByLabelText('Allowed IP ranges')).toHaveValue('10.0.0.0/8\n2001:db8::/32');

    await openTab(user, 'Branding');
    expect(screen.getByLabelText('Logo URL')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'https://cdn.acme.example/logo.svg',
    );
    expect(screen.getByLabelText('Primary color')).toHaveValue('#D9480F');
    expect(screen.getByLabelText('Primary color picker')).toHaveValue('#d9480f');
    expect(screen.getByLabelText('Custom domain')).toHaveValue('login.acme.example');
  }, 15_000);

  it('keeps edits across tab switches and saves them all in one PATCH of the whole document', async () => {
    const backend = acmeBackend();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });
    await screen.findByLabelText('Organization name');

    await openTab(user, 'Notifications');
    await user.selectOptions(screen.getByLabelText('Notification frequency'), 'weekly');
    await openTab(user, 'Security');
    const timeout = screen.getByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '90');
    await openTab(user, 'Integrations');
    await user.click(screen.getByLabelText('Allowed IP ranges'));
    await user.paste('\n\n192.168.0.0/16');
    await openTab(user, 'Branding');
    await user.tripleClick(screen.getByLabelText('Primary color'));
    await user.paste('#123ABC');

    // Back on earlier tabs, the edits are still there.
    await openTab(user, 'Security');
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(90);
    await openTab(user, 'Notifications');
    expect(screen.getByLabelText('Notification frequency')).toHaveValue('weekly');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(backend.patches()).toHaveLength(1));
    const expected = acmeSettings();
    expected.settings.notifications.notificationFrequency = 'weekly';
    expected.settings.security.sessionTimeout = 90;
    expected.settings.integrations.allowedIpRanges = [
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.168.0.0/16',
    ];
    expected.settings.branding.primaryColor = '#123ABC';
    expect(backend.patches()[0]?.path).toBe(`/api/v1/organizations/${ACME_ID}/settings`);
    expect(JSON.stringify(backend.patches()[0]?.body)).toBe(JSON.stringify(expected));

    // One visible confirmation, the save bar's status line (no toast over the page: #24
    // friction 4); and the spec's console line.
    const form = screen.getByRole('form', { name: 'Organization settings' });
    expect(await within(form).findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.getAllByText('Settings saved successfully!')).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Settings saved successfully!');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  }, 15_000);

  it('shows the failure and keeps the edits when the save fails', async () => {
    const backend = acmeBackend(() => ({
      status: 400,
      body: { message: 'settings.branding.customDomain must be a domain name such as example.com' },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${acmePath}?tab=security` });
    const timeout = await screen.findByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '600');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save settings: settings.branding.customDomain must be a domain name such as example.com',
    );
    expect(backend.patches()).toHaveLength(1);
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(600);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('shows each validation error on its field, summarises them and sends nothing', async () => {
    const backend = acmeBackend();
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${acmePath}?tab=integrations` });
    const ranges = await screen.findByLabelText('Allowed IP ranges');
    await user.clear(ranges);
    await user.type(ranges, '10.0.0.0/8\n10.0.0.0/33');
    await openTab(user, 'Security');
    const timeout = screen.getByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '20');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const timeoutMessage = 'Session timeout must be between 30 and 1440 minutes (you entered 20).';
    const rangeMessage = 'Line 2: "10.0.0.0/33" is not a valid IPv4 or IPv6 CIDR range';
    const summary = await screen.findByRole('region', {
      name: /Nothing was saved: 2 fields need fixing/,
    });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(timeoutMessage);
    expect(summary).toHaveTextContent(rangeMessage);
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(timeout).toHaveAccessibleDescription(expect.stringContaining(timeoutMessage));
    expect(tab('Integrations')).toHaveAccessibleName('Integrations (1 error)');

    // The summary leads to the field on its tab.
    await user.click(
      within(summary).getByRole('button', { name: 'Integrations › Allowed IP ranges' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Allowed IP ranges')).toHaveFocus());
    expect(screen.getByLabelText('Allowed IP ranges')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Allowed IP ranges')).toHaveAccessibleDescription(
      expect.stringContaining(rangeMessage),
    );

    expect(backend.patches()).toHaveLength(0);
  });

  it('shows a field error when the field is left, before any save', async () => {
    acmeBackend();
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `${acmePath}?tab=branding` });
    const color = await screen.findByLabelText('Primary color');
    await user.clear(color);
    await user.type(color, 'blue');
    expect(color).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Primary color must be a hex color such as #3B82F6.'),
    ).toBeInTheDocument();
  });

  it('falls back silently to the defaults with the organization name, slug and domains on a 404', async () => {
    const monsters = {
      id: 'org-m',
      name: 'Monsters Inc',
      slug: 'monsters',
      domains: ['monsters.example'],
      status: 'active',
    };
    const backend = fakeBackend({
      'GET /api/v1/organizations/org-m': { body: monsters },
      'PATCH /api/v1/organizations/org-m/settings': (r) => ({ body: r.body }),
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: '/organization/org-m/settings' });

    expect(await screen.findByLabelText('Organization name')).toHaveValue('Monsters Inc');
    expect(screen.getByText('monsters.example')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await openTab(user, 'Notifications');
    expect(screen.getByLabelText('Email notifications')).toBeChecked();
    expect(screen.getByLabelText('Slack notifications')).not.toBeChecked();
    expect(screen.getByLabelText('Notification frequency')).toHaveValue('daily');
    await openTab(user, 'Security');
    expect(screen.getByLabelText('Require multi-factor authentication')).not.toBeChecked();
    expect(screen.getByLabelText('Standard (8+ characters, mixed case, numbers)')).toBeChecked();
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(480);
    await openTab(user, 'Integrations');
    expect(screen.getByLabelText('Enable API access')).not.toBeChecked();
    expect(screen.getByLabelText('Allowed IP ranges')).toHaveValue('');
    await openTab(user, 'Branding');
    expect(screen.getByLabelText('Primary color')).toHaveValue('#3B82F6');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(backend.patches()).toHaveLength(1));
    expect(backend.patches()[0]?.body).toEqual(
      defaultOrganizationSettings({
        id: 'org-m',
        name: 'Monsters Inc',
        slug: 'monsters',
        domains: ['monsters.example'],
      }),
    );
  });

  it("shows other load failures: the error's message, with a retry", async () => {
    let calls = 0;
    fakeBackend({
      [`GET /api/v1/organizations/${ACME_ID}/settings`]: () =>
        ++calls === 1 ? { status: 503 } : { body: acmeSettings() },
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 503: Status');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Organization name')).toHaveValue('Acme Corporation');
  });

  it('shows unsafe stored addresses as text, flags them, shows no preview, and will not save them', async () => {
    const tyrell = defaultOrganizationSettings({
      id: 'org-t',
      name: 'Tyrell Corporation',
      slug: 'tyrell',
    });
    tyrell.settings.integrations.webhookUrl = 'javascript:alert(1)';
    tyrell.settings.branding.logoUrl = 'javascript:alert(1)';
    const backend = fakeBackend({ 'GET /api/v1/organizations/org-t/settings': { body: tyrell } });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: '/organization/org-t/settings?tab=branding' });

    const logo = await screen.findByLabelText('Logo URL');
    expect(logo).toHaveValue('javascript:alert(1)');
    expect(logo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('No preview: only http:// and https:// addresses are shown.'),
    ).toBeInTheDocument();
    expect(tab('Integrations')).toHaveAccessibleName(/1 error/);

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const summary = await screen.findByRole('region', { name: /2 fields need fixing/ });
    expect(summary).toHaveTextContent(
      'Webhook URL must be a web address starting with http:// or https://.',
    );
    expect(summary).toHaveTextContent(
      'Logo URL must be a web address starting with http:// or https://.',
    );
    expect(backend.patches()).toHaveLength(0);
  });

  it('asks before leaving the page with unsaved edits, and not after saving', async () => {
    acmeBackend();
    const user = userEvent.setup({ delay: null });
    const { router } = renderSettings({ path: acmePath });
    const name = await screen.findByLabelText('Organization name');
    await user.type(name, ' Ltd');

    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(acmePath);
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme Corporation Ltd');

    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('renames the organization through the organization update when the name changed', async () => {
    const backend = fakeBackend({
      [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() },
      [`GET /api/v1/organizations/${ACME_ID}`]: {
        body: { id: ACME_ID, name: 'Acme Corporation', status: 'inactive' },
      },
      [`PATCH /api/v1/organizations/${ACME_ID}`]: (r) => ({
        body: { id: ACME_ID, ...(r.body as object) },
      }),
      [`PATCH /api/v1/organizations/${ACME_ID}/settings`]: (r) => ({ body: r.body }),
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });
    const name = await screen.findByLabelText('Organization name');
    await user.clear(name);
    await user.type(name, 'Acme Holdings');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(backend.patches()).toHaveLength(2));
    expect(backend.patches().map((r) => [r.path, r.body])).toEqual([
      [`/api/v1/organizations/${ACME_ID}`, { name: 'Acme Holdings', status: 'inactive' }],
      [`/api/v1/organizations/${ACME_ID}/settings`, { ...acmeSettings(), name: 'Acme Holdings' }],
    ]);
    expect(
      await screen.findByRole('navigation', { name: 'Settings breadcrumb' }),
    ).toHaveTextContent('Acme Holdings');
  });

  it('lets a user without organizations:write look but not save', async () => {
    const backend = acmeBackend();
    renderSettings({ path: acmePath, roles: ['User'] });
    expect(await screen.findByLabelText('Organization name')).toHaveAttribute('readonly');
    expect(
      screen.getByText(/Changing them needs permission to edit the organization/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Organizations' })).not.toBeInTheDocument();
    expect(backend.patches()).toHaveLength(0);
  });

  it('uses the selected organization on /organization/settings, and says when there is none', async () => {
    fakeBackend({});
    renderSettings({ path: '/organization/settings' });
    expect(await screen.findByText('No Organization Selected')).toBeInTheDocument();
  });
});

describe('a save that someone else overtook (DESIGN resolution 18, #25 item 10)', () => {
  it('sends If-Match, keeps the edits beside "Changed by someone else", and saves over the reloaded version', async () => {
    let version = 1;
    const theirs = acmeSettings();
    theirs.settings.notifications.notificationFrequency = 'daily';
    const ifMatch: (string | null)[] = [];
    const { requests } = stubBackend((request) => {
      const tagged = (body: unknown, status = 200) => {
        const response = jsonResponse(body, status);
        response.headers.set('ETag', `"v${version}"`);
        return response;
      };
      if (request.method === 'GET') return tagged(version === 1 ? acmeSettings() : theirs);
      ifMatch.push(new Headers(request.init?.headers).get('If-Match'));
      if (ifMatch.length === 1) {
        version = 2; // someone else saved first
        return jsonResponse({ message: 'changed by someone else' }, 409);
      }
      version = 3;
      return tagged(request.body);
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });
    await screen.findByLabelText('Organization name');
    await openTab(user, 'Security');
    const timeout = screen.getByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '95');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(95);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).toBeNull());
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(95);

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(ifMatch).toEqual(['"v1"', '"v2"']));
    const saved = requests.filter((r) => r.method === 'PATCH').at(-1)!.body as typeof theirs;
    // Their change and this user's edit, both kept.
    expect(saved.settings.notifications.notificationFrequency).toBe('daily');
    expect(saved.settings.security.sessionTimeout).toBe(95);
  });
});

describe('a first save from the defaults (DESIGN resolution 25, #30 item 5)', () => {
  it('is create-only: If-None-Match: *, and a 412 keeps the edits beside "Changed by someone else"', async () => {
    // Tab B saved Strict after this tab read the defaults (the settings answered 404).
    const theirs = defaultOrganizationSettings({ id: ACME_ID, name: 'Acme Corporation' });
    theirs.settings.security.passwordPolicy = 'strict';
    let stored: unknown = null;
    const conditions: [string | null, string | null][] = [];
    const { requests } = stubBackend((request) => {
      if (request.path === `/api/v1/organizations/${ACME_ID}`)
        return jsonResponse({ id: ACME_ID, name: 'Acme Corporation', status: 'active' });
      if (request.method === 'GET') {
        if (!stored) return jsonResponse({ message: 'no settings' }, 404);
        const response = jsonResponse(stored);
        response.headers.set('ETag', '"v1"');
        return response;
      }
      const headers = new Headers(request.init?.headers);
      conditions.push([headers.get('If-None-Match'), headers.get('If-Match')]);
      if (conditions.length === 1) {
        stored = theirs;
        return jsonResponse({ message: 'changed by someone else' }, 412);
      }
      return jsonResponse(request.body);
    });
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: acmePath });
    await screen.findByLabelText('Organization name');
    await openTab(user, 'Security');
    const timeout = screen.getByLabelText('Session timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '95');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByLabelText('Session timeout (minutes)')).toHaveValue(95);
    await user.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(conditions).toEqual([
        ['*', null],
        [null, '"v1"'],
      ]),
    );
    const saved = requests.filter((r) => r.method === 'PATCH').at(-1)!.body as typeof theirs;
    // Tab B's Strict survives, and this tab's edit is saved over it.
    expect(saved.settings.security.passwordPolicy).toBe('strict');
    expect(saved.settings.security.sessionTimeout).toBe(95);
  });
});
