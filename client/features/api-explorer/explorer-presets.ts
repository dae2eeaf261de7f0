// The quick-select presets of SPEC §2, word for word. '{orgId}' is filled from the selected
// organization; without one those presets cannot be used.
import { ENDPOINTS } from '@shared/constants';
import type { HttpMethod, QueryParamName } from './explorer-request';

export interface ExplorerPreset {
  label: string;
  method: HttpMethod;
  endpoint: string;
  /** Query parameters the call requires (SPEC §7); picking the preset asks for them. */
  requiredParams?: readonly QueryParamName[];
}

export const ORG_ID_PLACEHOLDER = '{orgId}';

export const EXPLORER_PRESETS: readonly ExplorerPreset[] = [
  { label: 'User Profile', method: 'GET', endpoint: ENDPOINTS.me },
  { label: 'User Roles', method: 'GET', endpoint: ENDPOINTS.roles },
  { label: 'Health Check', method: 'GET', endpoint: ENDPOINTS.health },
  {
    label: 'Query Agencies',
    method: 'GET',
    endpoint: '/api/v1/agencies',
    requiredParams: ['name'],
  },
  { label: 'Get Organizations', method: 'GET', endpoint: '/api/v1/organizations' },
  {
    label: 'Get Organization Users',
    method: 'GET',
    endpoint: `/api/v1/organizations/${ORG_ID_PLACEHOLDER}/users`,
  },
  {
    label: 'Get Onboardings',
    method: 'GET',
    endpoint: `/api/v1/organizations/${ORG_ID_PLACEHOLDER}/onboardings`,
  },
];

export function needsOrganization(preset: ExplorerPreset): boolean {
  return preset.endpoint.includes(ORG_ID_PLACEHOLDER);
}

/** The preset's endpoint with '{orgId}' filled in, or null when it needs an organization. */
export function presetEndpoint(
  preset: ExplorerPreset,
  organizationId: string | null,
): string | null {
  if (!needsOrganization(preset)) return preset.endpoint;
  if (!organizationId) return null;
  return preset.endpoint.replace(ORG_ID_PLACEHOLDER, encodeURIComponent(organizationId));
}
