// The root route: the console shell around every page, with the not-found and error views.
// Its beforeLoad is the one guard: it enforces the requirement the matched page states.
import { createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router';
import { guardMatchedRoute } from '../guard';
import { readsOf } from '../route-loaders';
import { AppShell } from '../layout/app-shell';
import { NotFound } from '../not-found';
import { RouteError } from '../route-error';
import type { RouterContext } from '../router-context';

// The guard runs in this route's beforeLoad, so what it throws (the server cannot be reached)
// lands here: the shell stays around the error view, with its banner and Retry.
function RootError(props: ErrorComponentProps) {
  return (
    <AppShell>
      <RouteError {...props} />
    </AppShell>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The root matches alone only for an unknown address: these are the not-found page's facts.
  staticData: { requires: null, title: 'Page not found', trail: [] },
  beforeLoad: ({ context, location, matches }): void =>
    guardMatchedRoute({ context, location, page: matches.at(-1)?.staticData }),
  // Runs only once the guard let the page through.
  loader: readsOf('root'),
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});
