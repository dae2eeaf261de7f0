import { expect, it } from 'vitest';
import { managedCandidates } from './managed-candidates';

it('offers every other organization not yet managed, by name', () => {
  const organizations = [
    { id: 'p', name: 'Parent' },
    { id: 'c', name: 'Zeta' },
    { id: 'a', name: 'Alpha' },
    { id: 'm', name: 'Managed' },
  ];
  const managed = [{ organizationId: 'p', managedOrganizationId: 'm' }];
  expect(managedCandidates(organizations, 'p', managed).map((o) => o.id)).toEqual(['a', 'c']);
});
