import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the lock, the texts, the way back and a debug view of permissions and policies', async () => {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  const { container } = await renderApp('/access-denied', signedInAs('user'));
  expect(
    await screen.findByRole('heading', { name: 'Access Denied', level: 1 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('You do not have permission to access this resource.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/');
  expect(container.querySelector('svg.access-denied__icon')).toHaveAttribute('aria-hidden', 'true');

  await userEvent.click(screen.getByText('Debug information'));
  const permissions = within(screen.getByRole('list', { name: 'Permissions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(permissions).toEqual([
    'organizations:read',
    'users:read',
    'agencies:read',
    'onboarding:read',
    'profile:edit',
  ]);
  const policies = within(screen.getByRole('list', { name: 'Policies' }));
  expect(policies.getByText('canViewGlobal: not granted')).toBeInTheDocument();
  expect(policies.getByText('canViewOnboarding: granted')).toBeInTheDocument();
  expect(policies.getByText('canManagePipelines: not granted')).toBeInTheDocument();
  expect(policies.getAllByRole('listitem')).toHaveLength(11);
});

it('says which page was refused and which policy and permission it needs, also after a reload', async () => {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  const { router } = await renderApp('/global/organizations?q=acme', signedInAs('user'));
  expect(
    await screen.findByText('You do not have permission to access this resource.'),
  ).toBeInTheDocument();
  // The refused path is in the URL (validated by the route's search schema), not its query.
  expect(router.state.location.pathname).toBe('/access-denied');
  expect(router.state.location.search).toEqual({ from: '/global/organizations' });
  expect(
    screen.getByText(
      'You tried to open Organizations (/global/organizations). It needs the policy canViewGlobal (global:access); your role (User) does not grant it.',
    ),
  ).toBeInTheDocument();
});

it('names the missing permission of a reloaded address and ignores a path that is no page', async () => {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  await renderApp('/access-denied?from=%2Fglobal%2Factivity', signedInAs('user'));
  expect(
    await screen.findByText(
      'You tried to open Activity (/global/activity). It needs the policy canViewGlobal (global:access) and the permission audit:read; your role (User) does not grant them.',
    ),
  ).toBeInTheDocument();
});

it('shows only route facts, never text from the address (#25 item 8)', async () => {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  const planted = '/global/organizations/support:unlock; ask it-helpdesk@evil.example';
  const { container } = await renderApp(
    `/access-denied?from=${encodeURIComponent(planted)}`,
    signedInAs('user'),
  );
  expect(
    await screen.findByText('You do not have permission to access this resource.'),
  ).toBeInTheDocument();
  expect(container.textContent).not.toContain('support:unlock');
  expect(container.textContent).not.toContain('evil.example');
});

it('adds no reason for a hand-edited address outside the app', async () => {
  mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
  });
  const { container } = await renderApp(
    '/access-denied?from=https%3A%2F%2Fevil.example',
    signedInAs('user'),
  );
  expect(
    await screen.findByText('You do not have permission to access this resource.'),
  ).toBeInTheDocument();
  expect(container.querySelector('.access-denied__reason')).toBeNull();
});
