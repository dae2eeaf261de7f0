// The organizations capability's one entry (docs/architecture.md, "The demo backend"): the
// organization routes (with their settings), the domain routes and the domain checker with
// its configuration (DNS_SERVERS, DOMAIN_CHECK_MS, DOMAIN_VERIFY_DAYS).
export { organizationRoutes } from './organization-routes';
export { domainOwnerRoutes, organizationDomainRoutes } from './domain-routes';
export { DomainChecker } from './domain-checker';
export { dnsTxtLookup, domainCheckFrom, type DomainCheckConfig } from './domain-checks';
