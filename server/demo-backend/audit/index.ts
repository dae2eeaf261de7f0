// The audit capability's one entry (docs/architecture.md, "The demo backend"): the activity
// record's read routes and the recorder of refused attempts. How an event is shaped and kept
// is the store's (store/audit-record.ts, store/data-store.ts).
export { auditRoutes } from './audit-routes';
export { recordDenied } from './audit-denials';
