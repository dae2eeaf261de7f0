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
  expect(policies.getAllByRole('listitem')).toHaveLength(10);
});
