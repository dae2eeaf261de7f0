import { describe, expect, it } from 'vitest';
import {
  addManagedFailure,
  createOrganizationFailure,
  deleteOrganizationFailure,
  removeDomainFailure,
  removeDomainQuestion,
  removeManagedFailure,
  updateOrganizationFailure,
  addDomainFailure,
} from './organization-messages';

describe('delete organization failures (DESIGN.md resolution 2)', () => {
  it.each([404, 405, 501])('a %i means the API does not offer delete', (status) => {
    expect(deleteOrganizationFailure({ message: 'Not Found', status })).toBe(
      'Delete organization functionality is not yet implemented in the API',
    );
  });

  it.each([400, 403, 500, 0])('a %i is reported with its message', (status) => {
    expect(deleteOrganizationFailure({ message: 'boom', status })).toBe(
      'Failed to delete organization: boom',
    );
  });
});

describe('managed organization failures (DESIGN.md resolution 3)', () => {
  it('falls back to a not-implemented text on 404/405/501', () => {
    expect(addManagedFailure({ message: 'x', status: 501 })).toBe(
      'Add managed organization functionality is not yet implemented in the API',
    );
    expect(removeManagedFailure({ message: 'x', status: 405 })).toBe(
      'Remove managed organization functionality is not yet implemented in the API',
    );
    expect(addManagedFailure({ message: 'HTTP 500: Internal Server Error', status: 500 })).toBe(
      'Failed to add managed organization: HTTP 500: Internal Server Error',
    );
    expect(removeManagedFailure({ message: 'Network error', status: 0 })).toBe(
      'Failed to remove managed organization: Network error',
    );
  });
});

describe('SPEC §8 texts', () => {
  it('words each failure as the spec does', () => {
    const error = { message: 'HTTP 500: Internal Server Error', status: 500 };
    expect(createOrganizationFailure(error)).toBe(
      'Failed to create organization: HTTP 500: Internal Server Error',
    );
    expect(updateOrganizationFailure(error)).toBe(
      'Failed to update organization: HTTP 500: Internal Server Error',
    );
    expect(addDomainFailure(error)).toBe('Failed to add domain: HTTP 500: Internal Server Error');
    expect(removeDomainFailure(error)).toBe(
      'Failed to remove domain: HTTP 500: Internal Server Error',
    );
  });

  it('asks the remove-domain question with the domain in quotes', () => {
    expect(removeDomainQuestion('acme.com')).toBe(
      'Are you sure you want to remove the domain "acme.com" from this organization?',
    );
  });
});
