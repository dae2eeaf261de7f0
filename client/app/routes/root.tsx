// The root route: the console shell around every page, with the not-found and error views.
// Its beforeLoad is the one guard: it enforces the requirement the matched page states.
import { createRootRouteWithContext } from '@tanstack/react-router';
import { guardMatchedRoute } from '../guard';
import { AppShell } from '../layout/app-shell';
import { NotFound } from '../not-found';
import { RouteError } from '../route-error';
import type { RouterContext } from '../router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The root matches alone only for an unknown address: these are the not-found page's facts.
  staticData: { requires: null, title: 'Page not found', trail: [] },
  beforeLoad: ({ context, location, matches }): void =>
    guardMatchedRoute({ context, location, page: matches.at(-1)?.staticData }),
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
