import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '@shared/schemas';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { ApiExplorerPage } from './api-explorer-page';

function renderPage(auth: AuthState) {
  const store = createStore();
  store.set(authStateAtom, auth);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <ApiExplorerPage />
      </Provider>
    </QueryClientProvider>,
  );
}

describe('ApiExplorerPage', () => {
  it('shows the explorer when signed in, noting that no organization is selected', () => {
    renderPage({
      isAuthenticated: true,
      user: { sub: 'u9', name: 'Nora Nobody', email: 'nobody@example.com' },
      roles: ['User'],
      loading: false,
    });
    expect(screen.getByRole('heading', { name: 'API Explorer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Get Onboardings/ })).toBeDisabled();
    expect(screen.getByText(/No organization selected/)).toBeInTheDocument();
  });
});
