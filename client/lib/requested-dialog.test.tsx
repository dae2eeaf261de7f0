import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRequestDialog, useRequestedDialog } from './requested-dialog';

// A router of three screens: the users screen owns the Invite dialog, and its guard sends a
// visitor who may not see it to the access-denied screen, as the app's guard does.
function setup({ allowed }: { allowed: boolean }) {
  const access = { allowed };
  let releaseUsers = () => {};
  let usersLoad: Promise<void> = Promise.resolve();

  function Requester() {
    const request = useRequestDialog();
    return (
      <button type="button" onClick={() => request('invite-user')}>
        Invite user
      </button>
    );
  }
  function UsersScreen() {
    const [inviting, setInviting] = useState(false);
    useRequestedDialog(
      'invite-user',
      useCallback(() => setInviting(true), []),
    );
    return <h1>{inviting ? 'Invite User dialog' : 'Users'}</h1>;
  }

  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Requester />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const denied = createRoute({
    getParentRoute: () => rootRoute,
    path: '/access-denied',
    component: () => <h1>Access denied</h1>,
  });
  const users = createRoute({
    getParentRoute: () => rootRoute,
    path: '/organization/users',
    beforeLoad: () => {
      if (!access.allowed) throw redirect({ to: '/access-denied', replace: true });
    },
    loader: () => usersLoad,
    component: UsersScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, denied, users]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    router,
    access,
    /** Holds the users screen's load until release() is called. */
    slowUsers: () => {
      usersLoad = new Promise((resolve) => {
        releaseUsers = resolve;
      });
      return () => releaseUsers();
    },
    visitUsers: () => act(() => router.navigate({ to: '/organization/users' })),
  };
}

describe('a requested dialog', () => {
  it('opens on the screen it was requested for', async () => {
    setup({ allowed: true });
    await screen.findByRole('heading', { name: 'Home' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByRole('heading', { name: 'Invite User dialog' })).toBeInTheDocument();
  });

  it('is dropped when the guard sends the navigation elsewhere: a later visit opens nothing', async () => {
    const { access, router, visitUsers } = setup({ allowed: false });
    await screen.findByRole('heading', { name: 'Home' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await screen.findByRole('heading', { name: 'Access denied' });

    access.allowed = true;
    await visitUsers();
    expect(router.state.location.pathname).toBe('/organization/users');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite User dialog' })).toBeNull();
  });

  it('is dropped when another navigation ends first: a later visit opens nothing', async () => {
    const { router, slowUsers, visitUsers } = setup({ allowed: true });
    await screen.findByRole('heading', { name: 'Home' });
    const release = slowUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    // The user goes elsewhere while the users screen is still loading.
    await act(() => router.navigate({ to: '/access-denied' }));
    release();
    await screen.findByRole('heading', { name: 'Access denied' });

    await visitUsers();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite User dialog' })).toBeNull();
  });
});
