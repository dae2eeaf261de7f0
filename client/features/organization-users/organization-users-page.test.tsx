// The page's own states; the list itself is covered by organization-users-view.test.tsx.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OrganizationUsersPage } from './organization-users-page';

const state = vi.hoisted(() => ({
  auth: { isAuthenticated: true },
  context: {
    selectedOrganization: null as null | { id: string; name: string },
    loading: false,
    error: null as string | null,
  },
}));

vi.mock('../../lib/auth/hooks', () => ({ useAuth: () => state.auth, signIn: vi.fn() }));
vi.mock('../../entities/permission/permissions', () => ({ usePolicy: () => false }));
vi.mock('../../entities/organization/use-organization-context', () => ({
  useOrganizationContext: () => ({ ...state.context, reload: vi.fn() }),
}));

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrganizationUsersPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state.auth = { isAuthenticated: true };
  state.context = { selectedOrganization: null, loading: false, error: null };
});

describe('OrganizationUsersPage', () => {
  it("says 'No Organization Selected' when none is selected", () => {
    renderPage();
    expect(screen.getByText('No Organization Selected')).toBeInTheDocument();
  });

  it('waits for the organizations to load', () => {
    state.context.loading = true;
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations...');
  });

  it('shows the organization load failure with the empty state', () => {
    state.context.error = 'Failed to load organizations';
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load organizations');
    expect(screen.getByText('No Organization Selected')).toBeInTheDocument();
  });
});
