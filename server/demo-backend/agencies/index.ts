// The agencies capability's one entry (docs/architecture.md, "The demo backend"): the agency
// catalogue's routes. Everything else in agencies/ is its own.
export { agencyRoutes } from './catalogue-routes';
