import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@shared/permissions';
import {
  grantsEveryPermission,
  highlightReason,
  isHighlightedRole,
  roleChoicesFor,
  rolePermissions,
  ROLE_CHOICES,
} from './role-info';

describe('role info', () => {
  it('offers User, Administrator and Manager in that order', () => {
    expect(ROLE_CHOICES).toEqual(['User', 'Administrator', 'Manager']);
  });

  it('reads each role’s permissions from the shared matrix', () => {
    expect(rolePermissions('User')).toEqual(ROLE_PERMISSIONS.User);
    expect(rolePermissions('Manager')).toContain('users:write');
    expect(rolePermissions('Manager')).not.toContain('users:manage');
    expect(rolePermissions('Auditor')).toEqual([]);
  });

  it('highlights Administrator because it grants every permission', () => {
    expect(isHighlightedRole('Administrator')).toBe(true);
    expect(isHighlightedRole('Manager')).toBe(false);
    expect(grantsEveryPermission('Administrator')).toBe(true);
    expect(grantsEveryPermission('Manager')).toBe(false);
    expect(highlightReason()).toContain(
      'Administrator is highlighted because it grants every permission',
    );
    expect(highlightReason()).toContain(`(${PERMISSIONS.length} of ${PERMISSIONS.length})`);
  });

  it('keeps a role the user holds that is not one of the three', () => {
    expect(roleChoicesFor(['Manager', 'Auditor', ''])).toEqual([
      'User',
      'Administrator',
      'Manager',
      'Auditor',
    ]);
  });
});
