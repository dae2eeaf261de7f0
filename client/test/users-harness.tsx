// The users screen in a router, a fresh query client and the test's atom store, with the
// toasts, for component tests; `switchTo` chooses another organization as the page does (a new
// keyed view).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { useState } from 'react';
import { ToastViewport } from '../components/toast';
import {
  OrganizationUsersView,
  type OrganizationUsersViewProps,
} from '../features/organization-users/organization-users-view';
import { testStore } from './test-store';

export function renderUsersView(initial: OrganizationUsersViewProps, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let setProps: (next: OrganizationUsersViewProps) => void = () => undefined;
  function Harness() {
    const [props, set] = useState(initial);
    setProps = set;
    return (
      <>
        <OrganizationUsersView key={props.organizationId} {...props} />
        <ToastViewport />
      </>
    );
  }
  const rootRoute = createRootRoute({ component: Harness });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const utils = render(
    <Provider store={testStore()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return {
    ...utils,
    user: userEvent.setup(),
    switchTo: async (next: OrganizationUsersViewProps) => {
      await act(async () => setProps(next));
    },
  };
}
