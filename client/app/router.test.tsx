import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_STATE, signedInAs } from '../test/auth-fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { routeFacts } from '../lib/route-access';
import { requireAccess } from './guard';
import { createAppRouter } from './router';
import { loadSearchSchemas } from './search';

afterEach(() => {
  vi.unstubAllGlobals();
});

function locationOf(href: string) {
  const history = createMemoryHistory({ initialEntries: [href] });
  return createAppRouter({ history }).parseLocation(history.location);
}

/** The guard of a route: what its staticData requires. */
function guardOf(path: '/profile' | '/organization/users' | '/global/organizations') {
  return requireAccess(
    routeFacts(createAppRouter().routesByPath[path].options.staticData).requires,
  );
}

describe('route guards', () => {
  it('sends a signed-out visitor to the BFF sign-in with the address to come back to', async () => {
    await loadSearchSchemas();
    const guard = guardOf('/profile');
    let thrown: unknown;
    try {
      guard({
        context: { auth: SIGNED_OUT_STATE, queryClient: undefined! },
        location: locationOf('/profile?tab=x'),
      });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    const options = (thrown as { options: { href?: string; reloadDocument?: boolean } }).options;
    expect(options.href).toBe('/login?returnUrl=%2Fprofile%3Ftab%3Dx');
    expect(options.reloadDocument).toBe(true);
  });

  it('lets a signed-in user through and sends one lacking the permission to /access-denied', async () => {
    await loadSearchSchemas();
    const context = { auth: signedInAs('user'), queryClient: undefined! };
    expect(() =>
      guardOf('/organization/users')({
        context,
        location: locationOf('/organization/users'),
      }),
    ).not.toThrow();
    let thrown: unknown;
    try {
      guardOf('/global/organizations')({
        context,
        location: locationOf('/global/organizations'),
      });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to?: string } }).options.to).toBe('/access-denied');
  });

  it('lands user@example.com on /access-denied when opening /global/organizations', async () => {
    mockApi({});
    const { router } = await renderApp('/global/organizations', signedInAs('user'));
    expect(
      await screen.findByText('You do not have permission to access this resource.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('opens a global page for the Administrator', async () => {
    mockApi({});
    const { router } = await renderApp('/global/agencies', signedInAs('admin'));
    // The page chunk may take a while to compile under a loaded test run.
    await waitFor(() => expect(router.state.matches.at(-1)?.status).toBe('success'), {
      timeout: 5000,
    });
    expect(router.state.location.pathname).toBe('/global/agencies');
    expect(screen.queryByText('You do not have permission to access this resource.')).toBeNull();
  });

  it('takes the orgId of /organization/{orgId}/settings from the path', async () => {
    mockApi({});
    const { router } = await renderApp('/organization/org-42/settings', signedInAs('manager'));
    await waitFor(() =>
      expect(router.state.matches.at(-1)?.routeId).toBe('/organization/$orgId/settings'),
    );
    expect(router.state.matches.at(-1)?.params).toEqual({ orgId: 'org-42' });
  });
});

describe('search params', () => {
  it('falls back to defaults for bad values instead of crashing', async () => {
    mockApi({});
    const { router } = await renderApp(
      '/organization/settings?tab=nonsense',
      signedInAs('manager'),
    );
    await waitFor(() =>
      expect(router.state.matches.at(-1)?.routeId).toBe('/organization/settings'),
    );
    expect(router.state.matches.at(-1)?.search).toEqual({});
  });

  it('keeps valid values, typed', async () => {
    mockApi({});
    const { router } = await renderApp(
      '/organization/settings?tab=security',
      signedInAs('manager'),
    );
    await waitFor(() => expect(router.state.matches.at(-1)?.search).toEqual({ tab: 'security' }));
  });
});

describe('unknown routes and errors', () => {
  it("shows 'Page not found' with a way back to the dashboard", async () => {
    mockApi({});
    await renderApp('/no/such/page', signedInAs('user'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/');
    // The shell stays around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
