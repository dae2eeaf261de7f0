import { describe, expect, it } from 'vitest';
import { LastRoleError, rolesAfter } from './bulk-role-change';

const user = (roles: string[]) => ({ id: 'u1', name: 'Ann Lee', roles });

describe('rolesAfter', () => {
  it('adds one role and keeps the others, or sends nothing when the user holds it', () => {
    expect(rolesAfter(user(['User']), { kind: 'add', role: 'Manager' })).toEqual([
      'User',
      'Manager',
    ]);
    expect(rolesAfter(user(['User', 'Manager']), { kind: 'add', role: 'Manager' })).toBeNull();
  });

  it('removes one role and keeps the others, or sends nothing when the user lacks it', () => {
    expect(rolesAfter(user(['User', 'Manager']), { kind: 'remove', role: 'Manager' })).toEqual([
      'User',
    ]);
    expect(rolesAfter(user(['User']), { kind: 'remove', role: 'Manager' })).toBeNull();
  });

  it('refuses to remove the last role, naming the user', () => {
    expect(() => rolesAfter(user(['Manager']), { kind: 'remove', role: 'Manager' })).toThrow(
      new LastRoleError('Ann Lee has no role but Manager; a user keeps at least one role'),
    );
  });

  it('replaces all roles', () => {
    expect(
      rolesAfter(user(['Administrator']), { kind: 'replace', roles: ['User', 'Manager'] }),
    ).toEqual(['User', 'Manager']);
  });
});
