// Test-only: the settings page rendered in a router with the app's providers and a page to
// leave to, and the settings document the tests start from (backend: fake-backend.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { Role } from '@shared/permissions';
import { defaultOrganizationSettings, type OrganizationSettings } from '@shared/schemas';
import { ToastViewport } from '../components/toast';
import { authStateAtom } from '../lib/auth/auth-atoms';
import {
  OrganizationIdSettingsPage,
  OrganizationSettingsPage,
} from '../features/organization-settings/organization-settings-page';

export const ACME_ID = 'org-acme';

export function acmeSettings(): OrganizationSettings {
  const document = defaultOrganizationSettings({
    id: ACME_ID,
    name: 'Acme Corporation',
    slug: 'acme',
    domains: ['acme.example'],
  });
  Object.assign(document.settings.notifications, {
    slackNotifications: true,
    notificationFrequency: 'immediate',
  });
  Object.assign(document.settings.security, {
    requireMfa: true,
    passwordPolicy: 'strict',
    sessionTimeout: 240,
  });
  Object.assign(document.settings.integrations, {
    enableApiAccess: true,
    webhookUrl: 'https://hooks.acme.example/identity-events',
    allowedIpRanges: ['10.0.0.0/8', '2001:db8::/32'],
  });
  Object.assign(document.settings.branding, {
    logoUrl: 'https://cdn.acme.example/logo.svg',
    primaryColor: '#D9480F',
    customDomain: 'login.acme.example',
  });
  return document;
}

export function renderSettings(options: { path: string; roles?: Role[]; organizationId?: string }) {
  const store = createStore();
  store.set(authStateAtom, {
    isAuthenticated: true,
    loading: false,
    roles: options.roles ?? ['Administrator'],
    user: {
      sub: 'u1',
      name: 'Ada Admin',
      email: 'admin@example.com',
      organizationId: options.organizationId,
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/">Go to dashboard</Link>
        <Outlet />
        <ToastViewport />
      </>
    ),
  });
  const search = (input: Record<string, unknown>) => ({
    tab: typeof input.tab === 'string' ? input.tab : undefined,
  });
  const routeTree = root.addChildren([
    createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <h1>Dashboard page</h1>,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/organization/settings',
      validateSearch: search,
      component: OrganizationSettingsPage,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/organization/$orgId/settings',
      validateSearch: search,
      component: OrganizationIdSettingsPage,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/global/organizations',
      // The app's route states this requirement; the page's link follows it.
      staticData: { requires: [{ policy: 'canViewGlobal' }, { permission: 'organizations:read' }] },
      component: () => <h1>List</h1>,
    }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, router, queryClient };
}
