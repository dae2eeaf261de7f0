// The audit capability's one entry (docs/architecture.md, "The demo backend"): the activity
// record's read routes, the recorder of refused attempts, and the filter and read scope the
// stats capability counts with. How an event is shaped and kept is the store's
// (store/audit-record.ts, store/data-store.ts).
export { auditRoutes, matcherFor, scopedOrganization } from './audit-routes';
export { recordDenied } from './audit-denials';
