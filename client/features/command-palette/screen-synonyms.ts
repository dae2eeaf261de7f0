// Other words people use for a screen, so the palette finds it by them too. Titles, trails and
// requirements come from each route's own facts; only these extra words live here, keyed by
// the typed path so that a renamed route fails the typecheck.
import type { LinkPath } from '../../lib/route-access';

export const SCREEN_SYNONYMS: Partial<Record<LinkPath, readonly string[]>> = {
  '/': ['home', 'start', 'overview'],
  '/profile': ['me', 'account', 'my roles', 'identity'],
  '/global/organizations': ['orgs', 'tenants', 'companies', 'customers'],
  '/global/agencies': ['agency search'],
  '/global/onboardings': ['customer setup'],
  '/global/provisioner': ['pipelines', 'deployments', 'provisioning'],
  '/global/activity': ['audit', 'history', 'log', 'events'],
  '/organization/overview': ['summary'],
  '/organization/managed': ['child organizations', 'managed orgs', 'subsidiaries'],
  '/organization/onboardings': ['customer setup'],
  '/organization/users': ['members', 'people', 'accounts', 'team'],
  '/organization/settings': ['preferences', 'configuration', 'security', 'branding', 'mfa'],
  '/organization/activity': ['audit', 'history', 'log', 'events'],
  '/general/settings': ['preferences'],
  '/api-explorer': ['api', 'http', 'request', 'endpoint', 'rest'],
};
