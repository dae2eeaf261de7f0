import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs, type TestAccount } from '../../../test/auth-fixtures';
import { mockApi, type Route } from '../../../test/fake-backend';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole app renders (route tree, guard, lazy page): generous on a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

const HOUR = 3_600_000;
const GRACE = {
  id: 'u-grace',
  name: 'Grace Hopper',
  email: 'grace@acme.example',
  status: 'invited',
  inviteStatus: 'pending',
  roles: ['Manager'],
  lastActivity: null,
  invitation: {
    invitedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    invitedBy: 'Ada Admin',
    expiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
  },
  suspension: null,
  mfa: {
    factors: [{ id: 'f1', type: 'totp', createdAt: '2026-01-02T10:00:00.000Z' }],
  },
};
const USER_PATH = `/api/v1/organizations/${ORG_ID}/users/u-grace`;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function backend(routes: Record<string, Route> = {}) {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [{ id: 'org-beta', name: 'Beta' }] },
    'GET /api/v1/organizations': { body: [{ id: ORG_ID, name: 'Acme Corporation' }] },
    [`GET ${USER_PATH}`]: { body: GRACE },
    [`GET ${USER_PATH}/sessions`]: {
      body: {
        items: [
          {
            id: 's1',
            createdAt: '2026-11-26T08:00:00.000Z',
            lastSeenAt: '2026-11-27T08:00:00.000Z',
            ip: '10.0.0.7',
            userAgent: CHROME,
          },
        ],
      },
    },
    'GET /api/v1/audit-events': ({ url }) => ({
      body: {
        items:
          url.searchParams.get('targetId') === 'u-grace'
            ? [
                {
                  id: 'e1',
                  time: '2026-11-27T06:00:00.000Z',
                  actor: { sub: 'u-admin', name: 'Ada Admin' },
                  action: 'user.invited',
                  target: { type: 'user', id: 'u-grace', name: 'Grace Hopper' },
                },
              ]
            : [],
        nextCursor: null,
        total: url.searchParams.get('targetId') ? 1 : 0,
      },
    }),
    ...routes,
  });
}

async function openPage(account: TestAccount, routes?: Record<string, Route>) {
  const api = backend(routes);
  const app = await renderApp(`/organization/users/u-grace?org=${ORG_ID}`, signedInAs(account));
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
  return { ...app, api };
}

describe('the user page', () => {
  it('shows who they are, their invitation, MFA, sessions, what they can do and their record', async () => {
    await openPage('admin');
    expect(await screen.findByText('User in Acme Corporation')).toBeInTheDocument();
    const invitation = screen.getByRole('region', { name: /Invitation/ });
    expect(within(invitation).getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(within(invitation).getByText(/in 5 hours/)).toBeInTheDocument();
    const mfa = screen.getByRole('region', { name: 'Multi-factor authentication' });
    expect(within(mfa).getByText('Authenticator app (TOTP)')).toBeInTheDocument();
    const sessions = await screen.findByRole('region', { name: /Sessions/ });
    expect(within(sessions).getByText('Chrome 131 on Linux')).toBeInTheDocument();
    expect(within(sessions).getByText('10.0.0.7')).toBeInTheDocument();
    const grants = screen.getByRole('region', { name: 'What they can do' });
    expect(
      within(grants).getByText(
        /As a Manager they reach Acme Corporation and 1 organization it manages/,
      ),
    ).toBeInTheDocument();
    expect(within(grants).getByText('onboarding:write')).toBeInTheDocument();
    const record = await screen.findByRole('region', { name: 'Their record' });
    expect(await within(record).findByText(/invited user/)).toBeInTheDocument();
  });

  it('suspends with a required reason, sends once however often Suspend is pressed, and says so', async () => {
    let release: () => void = () => undefined;
    const { api } = await openPage('admin', {
      [`POST ${USER_PATH}/suspend`]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...GRACE, status: 'suspended' } });
        }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Grace Hopper?' });
    expect(dialog).toHaveTextContent(/signed out on their next request/);
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(api.calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Left the company');
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.calls.filter((r) => r.path === `${USER_PATH}/suspend`)).toHaveLength(1),
    );
    expect(api.calls.find((r) => r.path === `${USER_PATH}/suspend`)?.body).toEqual({
      reason: 'Left the company',
    });
    release();
    // Done: the dialog closes and the page reads the person again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo(USER_PATH).length).toBeGreaterThan(1));
  });

  it("shows a 429 in the backend's words and keeps the dialog open", async () => {
    await openPage('admin', {
      [`POST ${USER_PATH}/invitation/resend`]: {
        status: 429,
        body: { message: 'The invitation was sent less than a minute ago; send it again in 42 s' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: /Resend the invitation/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText(/send it again in 42 s/)).toBeInTheDocument();
  });

  it('turns an action the backend does not offer into a disabled button with one notice', async () => {
    await openPage('admin', { [`POST ${USER_PATH}/mfa/reset`]: { status: 501, body: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset MFA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset MFA for Grace Hopper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset MFA' }));
    await screen.findByText(/does not offer some of these actions/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reset MFA' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('tells a Manager what changing people needs, and offers no action', async () => {
    await openPage('manager');
    expect(
      screen.getByText(/need the users:manage permission, which Administrators have/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Sessions/ })).toBeNull();
  });

  it('says when the person is not in the organization', async () => {
    backend({ [`GET ${USER_PATH}`]: { status: 404, body: { message: 'User u-grace not found' } } });
    await renderApp(`/organization/users/u-grace?org=${ORG_ID}`, signedInAs('admin'));
    expect(await screen.findByText('This user is not in Acme Corporation')).toBeInTheDocument();
  });
});
