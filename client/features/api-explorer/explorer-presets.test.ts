import { describe, expect, it } from 'vitest';
import { EXPLORER_PRESETS, needsOrganization, presetEndpoint } from './explorer-presets';

const preset = (label: string) => {
  const found = EXPLORER_PRESETS.find((p) => p.label === label);
  if (!found) throw new Error(`no preset ${label}`);
  return found;
};

describe('explorer presets', () => {
  it('are the seven of the spec, in order, all GET', () => {
    expect(EXPLORER_PRESETS.map((p) => `${p.label}: ${p.method} ${p.endpoint}`)).toEqual([
      'User Profile: GET /auth/me',
      'User Roles: GET /auth/roles',
      'Health Check: GET /health',
      'Query Agencies: GET /api/v1/agencies',
      'Get Organizations: GET /api/v1/organizations',
      'Get Organization Users: GET /api/v1/organizations/{orgId}/users',
      'Get Onboardings: GET /api/v1/organizations/{orgId}/onboardings',
    ]);
  });

  it('fill {orgId} from the selected organization', () => {
    expect(presetEndpoint(preset('Get Organization Users'), 'org-1')).toBe(
      '/api/v1/organizations/org-1/users',
    );
    expect(presetEndpoint(preset('Get Onboardings'), 'a/b')).toBe(
      '/api/v1/organizations/a%2Fb/onboardings',
    );
  });

  it('cannot fill {orgId} without a selected organization', () => {
    expect(needsOrganization(preset('Get Onboardings'))).toBe(true);
    expect(presetEndpoint(preset('Get Onboardings'), null)).toBeNull();
    expect(needsOrganization(preset('Health Check'))).toBe(false);
    expect(presetEndpoint(preset('Health Check'), null)).toBe('/health');
  });
});
