// Every call the console itself makes to the BFF, with its method: SPEC §7 and the extensions
// of docs/design.md (resolutions 2, 3, 10, 13, 14, 16, 17, 18, 27 and the writes beyond the
// spec). The explorer lists them so nobody has to guess PUT where the backend takes PATCH.
import { PIPELINE_REGIONS, PIPELINE_TYPES } from '@shared/pipelines';
import type { HttpMethod } from './explorer-request';

export interface KnownCall {
  method: HttpMethod;
  /** With placeholders in braces: {orgId} is filled from the selected organization. */
  path: string;
  what: string;
  /** Where the call is specified. */
  source: string;
  /** A body to start from (non-GET calls that take one). */
  body?: unknown;
  /** Query parameters the call reads, for the user to add to the endpoint or the fields. */
  query?: string;
}

const ORG = '/api/v1/organizations/{orgId}';

export const KNOWN_CALLS: readonly KnownCall[] = [
  { method: 'GET', path: '/auth/me', what: 'Who is signed in', source: 'SPEC §7' },
  {
    method: 'PATCH',
    path: '/auth/me',
    what: 'Rename yourself',
    source: 'design: profile',
    body: { name: 'Ada Admin' },
  },
  { method: 'GET', path: '/auth/roles', what: 'Your roles', source: 'SPEC §7' },
  { method: 'POST', path: '/logout', what: 'Sign out', source: 'SPEC §7' },
  { method: 'GET', path: '/health', what: 'Backend health', source: 'SPEC §7' },
  {
    method: 'GET',
    path: '/api/v1/agencies',
    what: 'Search agencies',
    source: 'SPEC §7',
    query: 'name (required), searchType, stateOrProvince',
  },
  {
    method: 'GET',
    path: '/api/v1/agencies/{id}',
    what: 'One agency',
    source: 'SPEC §7',
    query: 'id, stateOrProvince',
  },
  {
    method: 'POST',
    path: '/api/v1/agencies',
    what: 'Create an agency',
    source: 'design: agencies',
    body: { name: 'New Agency', stateOrProvince: 'IL' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/agencies/{id}',
    what: 'Edit an agency',
    source: 'design: agencies',
    body: { name: 'New Agency' },
  },
  { method: 'GET', path: '/api/v1/organizations', what: 'All organizations', source: 'SPEC §7' },
  {
    method: 'POST',
    path: '/api/v1/organizations',
    what: 'Create an organization',
    source: 'SPEC §7',
    body: { name: 'New Organization', description: '', domains: [] },
  },
  { method: 'GET', path: ORG, what: 'One organization', source: 'SPEC §7' },
  {
    method: 'PATCH',
    path: ORG,
    what: 'Edit an organization (If-Match)',
    source: 'SPEC §7, resolution 18',
    body: { name: 'Acme Corporation', status: 'active' },
  },
  { method: 'DELETE', path: ORG, what: 'Delete an organization', source: 'resolution 2' },
  { method: 'GET', path: `${ORG}/managed`, what: 'Managed organizations', source: 'SPEC §7' },
  {
    method: 'POST',
    path: `${ORG}/managed`,
    what: 'Add a managed organization',
    source: 'resolution 3',
    body: { managedOrganizationId: '' },
  },
  {
    method: 'DELETE',
    path: `${ORG}/managed/{managedOrganizationId}`,
    what: 'Remove a managed organization',
    source: 'resolution 3',
  },
  {
    method: 'GET',
    path: `${ORG}/users`,
    what: 'Users, a page at a time',
    source: 'SPEC §7, resolution 17',
    query: 'offset, skipToken, q, status, role, invite, sort',
  },
  {
    method: 'POST',
    path: `${ORG}/users`,
    what: 'Invite a user',
    source: 'SPEC §7',
    body: { email: 'new.user@example.com', roles: ['User'] },
  },
  {
    method: 'GET',
    path: `${ORG}/users/{userId}`,
    what: 'One person: invitation, suspension, MFA',
    source: 'resolution 20',
  },
  {
    method: 'PUT',
    path: `${ORG}/users/{userId}`,
    what: "Replace a user's roles",
    source: 'SPEC §7',
    body: { roles: ['User'] },
  },
  {
    method: 'DELETE',
    path: `${ORG}/users/{userId}`,
    what: 'Remove a user',
    source: 'resolution 2',
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/suspend`,
    what: 'Suspend a person (signed out at once)',
    source: 'resolution 20',
    body: { reason: 'Left the company' },
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/reactivate`,
    what: 'Reactivate a suspended person',
    source: 'resolution 20',
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/invitation/resend`,
    what: 'Resend an invitation (new expiry)',
    source: 'resolution 20',
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/invitation/revoke`,
    what: 'Revoke an invitation',
    source: 'resolution 20',
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/invitation/link`,
    what: 'Copy an invite link (Administrators; recorded)',
    source: 'resolution 20',
  },
  {
    method: 'GET',
    path: `${ORG}/users/{userId}/sessions`,
    what: "A person's sessions",
    source: 'resolution 20',
  },
  {
    method: 'DELETE',
    path: `${ORG}/users/{userId}/sessions/{sessionId}`,
    what: 'Revoke one session',
    source: 'resolution 20',
  },
  {
    method: 'DELETE',
    path: `${ORG}/users/{userId}/sessions`,
    what: 'Revoke every session of a person',
    source: 'resolution 20',
  },
  {
    method: 'POST',
    path: `${ORG}/users/{userId}/mfa/reset`,
    what: "Reset a person's MFA factors",
    source: 'resolution 20',
  },
  {
    method: 'GET',
    path: '/api/v1/invitations',
    what: 'Pending and expired invitations across organizations',
    source: 'resolution 20',
    query: 'status, q, organizationId, expiringWithin, cursor, limit',
  },
  { method: 'GET', path: `${ORG}/settings`, what: 'Settings document', source: 'SPEC §7' },
  {
    method: 'PATCH',
    path: `${ORG}/settings`,
    what: 'Save the whole settings document (If-Match)',
    source: 'SPEC §7, resolution 18',
    body: { settings: {} },
  },
  { method: 'GET', path: `${ORG}/onboardings`, what: 'Onboardings', source: 'SPEC §7' },
  {
    method: 'POST',
    path: `${ORG}/onboardings`,
    what: 'Create an onboarding (provisionRegion starts the workspace pipeline)',
    source: 'design: resolution 16',
    body: { customerSlug: 'new-customer', template: 'standard' },
  },
  {
    method: 'PATCH',
    path: `${ORG}/onboardings/{onboardingId}`,
    what: 'Change an onboarding’s status or notes (409 on a refused transition)',
    source: 'design: resolution 16',
    body: { status: 'in_progress' },
  },
  {
    method: 'PATCH',
    path: `${ORG}/onboardings/{onboardingId}/steps/{stepId}`,
    what: 'Complete, reopen or assign a step',
    source: 'design: resolution 16',
    body: { status: 'completed' },
  },
  {
    method: 'GET',
    path: '/api/v1/onboardings',
    what: 'Every organization’s onboardings',
    source: 'design: resolution 16',
    query: 'status, limit (1–200), cursor',
  },
  {
    method: 'GET',
    path: '/api/v1/onboardings/events',
    what: 'Live onboarding changes (server-sent events)',
    source: 'design: resolution 16',
  },
  {
    method: 'POST',
    path: `${ORG}/domains`,
    what: 'Add a domain',
    source: 'SPEC §7',
    body: { domain: 'example.com' },
  },
  {
    method: 'DELETE',
    path: `${ORG}/domains`,
    what: 'Remove a domain',
    source: 'SPEC §7',
    body: { domain: 'example.com' },
  },
  { method: 'GET', path: '/api/v1/provisioner', what: 'Pipelines', source: 'SPEC §7' },
  {
    method: 'GET',
    path: '/api/v1/provisioner/{pipelineId}',
    what: 'One pipeline',
    source: 'SPEC §7',
  },
  {
    method: 'POST',
    path: '/api/v1/provisioner',
    what: 'Create a pipeline (Idempotency-Key)',
    source: 'resolution 13',
    body: {
      type: PIPELINE_TYPES[0],
      inputParams: { title: 'Demo', slug: 'demo', region: PIPELINE_REGIONS[0] },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/provisioner/{pipelineId}/retry',
    what: 'Retry a failed or cancelled pipeline',
    source: 'resolution 13',
    body: {},
  },
  {
    method: 'POST',
    path: '/api/v1/provisioner/{pipelineId}/cancel',
    what: 'Cancel a pending or running pipeline',
    source: 'resolution 13',
  },
  {
    method: 'GET',
    path: '/api/v1/provisioner/events',
    what: 'Pipeline changes as server-sent events (never ends: open it in a tab)',
    source: 'resolution 14',
  },
  {
    method: 'GET',
    path: '/api/v1/audit-events',
    what: 'Activity record, newest first',
    source: 'resolution 10',
    query: 'organizationId, actor, action, targetId, since, until, q, limit, cursor',
  },
  {
    method: 'GET',
    path: '/api/v1/audit-events/stats',
    what: 'Activity events per day, by category',
    source: 'resolution 27',
    query: 'from, to (ISO 8601), bucket=day; organizationId, actor, action, targetId, q',
  },
  {
    method: 'GET',
    path: '/api/v1/provisioner/stats',
    what: 'Pipelines created per day, by outcome',
    source: 'resolution 27',
    query: 'from, to (ISO 8601), bucket=day; status, type',
  },
];

/** A path template as a pattern: each {placeholder} stands for one path segment. */
function templatePattern(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

const PATTERNS = KNOWN_CALLS.map((call) => ({ call, pattern: templatePattern(call.path) }));

/** The methods the console uses on an endpoint (its query string ignored), in list order. */
export function knownMethodsFor(endpoint: string): HttpMethod[] {
  const path = endpoint.trim().split(/[?#]/)[0] ?? '';
  const methods = PATTERNS.filter(({ pattern }) => pattern.test(path)).map(
    ({ call }) => call.method,
  );
  return [...new Set(methods)];
}

const DEFAULT_BODY_PLACEHOLDER = '{\n  "name": "value"\n}';

/** The body field's placeholder: the known call's starting body, else a generic one (#34 item 9). */
export function bodyPlaceholderFor(method: HttpMethod, endpoint: string): string {
  const path = endpoint.trim().split(/[?#]/)[0] ?? '';
  const known = PATTERNS.find(
    ({ call, pattern }) => call.method === method && call.body !== undefined && pattern.test(path),
  );
  return known ? JSON.stringify(known.call.body, null, 2) : DEFAULT_BODY_PLACEHOLDER;
}

/** The call's path with {orgId} filled in when an organization is selected. */
export function callEndpoint(call: KnownCall, organizationId: string | null): string {
  return organizationId
    ? call.path.replace('{orgId}', encodeURIComponent(organizationId))
    : call.path;
}
