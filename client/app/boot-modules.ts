// What the console needs once main has run, as one chunk: the data layer, a returning user's
// preload, the toast layer, every route's search schema and the reads a route's loader starts.
// As one dynamic import each they were 13 files, plus the shared chunks esbuild cut between
// them, fetched on every load. app.tsx loads this beside the first identity check; routes and
// their loaders reach it through loadBootModules() only.
export { createQueryClient, QueryClientProvider } from '../lib/query-client';
export { preloadRestoredSession } from './restored-session-preload';
export { ToastLayer } from './layout/toast-layer';
export { routeReads } from './route-reads';
export { settingsSearchSchema } from './routes/settings-search';
export { tableSearchSchema } from '../components/data-table/table-search';
export { accessDeniedSearchSchema } from '../features/access-denied/access-denied-search';
export { activitySearchSchema } from '../features/activity/activity-search';
export { agenciesSearchSchema } from '../features/agencies/agency-search';
export {
  globalOnboardingsSearchSchema,
  onboardingsSearchSchema,
} from '../features/onboardings/onboardings-search';
export { invitationsSearchSchema } from '../features/organization-users/invitations/invitations-search';
export { userPageSearchSchema } from '../features/organization-users/user-page/user-page-search';
export { provisionerSearchSchema } from '../features/provisioner/provisioner-search';
