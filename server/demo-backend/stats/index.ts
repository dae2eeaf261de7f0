// The stats capability's one entry (docs/architecture.md, "The demo backend"): counts per day
// of the activity record and of the pipelines (DESIGN resolution 27), read through the audit
// capability's filter and scope.
export { statsRoutes } from './stats-routes';
