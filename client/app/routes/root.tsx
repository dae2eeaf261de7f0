// The root route: the console shell around every page, with the not-found and error views.
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../layout/app-shell';
import { NotFound } from '../not-found';
import { RouteError } from '../route-error';
import type { RouterContext } from '../router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
