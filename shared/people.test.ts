import { describe, expect, it } from 'vitest';
import {
  grantsOf,
  invitationStatusAt,
  isOpenInvitation,
  mayCopyInviteLink,
  privilegeRefusal,
  roleLackedToActOn,
  suspendUserSchema,
} from './people';

describe('the privilege rule (resolution 20)', () => {
  it('lets an Administrator act on anyone', () => {
    expect(roleLackedToActOn(['Administrator'], ['Manager', 'User'])).toBeUndefined();
    expect(roleLackedToActOn(['Administrator'], ['Administrator'])).toBeUndefined();
  });

  it('refuses a Manager acting on an Administrator, naming the role', () => {
    expect(roleLackedToActOn(['Manager'], ['User', 'Administrator'])).toBe('Administrator');
    expect(privilegeRefusal('Ada Admin', 'Administrator')).toBe(
      'Ada Admin holds the Administrator role, which you do not have; ask an Administrator',
    );
  });

  it('lets a Manager act on a User, whose rights a Manager has', () => {
    expect(roleLackedToActOn(['Manager'], ['User'])).toBeUndefined();
    expect(roleLackedToActOn(['User'], ['Manager'])).toBe('Manager');
  });
});

describe('invitations', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('reads a pending invitation past its expiry as expired', () => {
    expect(invitationStatusAt('pending', '2026-11-27T11:59:59Z', now)).toBe('expired');
    expect(invitationStatusAt('pending', '2026-11-27T12:00:01Z', now)).toBe('pending');
    expect(invitationStatusAt('accepted', '2026-11-01T00:00:00Z', now)).toBe('accepted');
  });

  it('resends and revokes only pending or expired ones', () => {
    expect(['pending', 'expired', 'accepted', 'revoked'].map(isOpenInvitation)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('hands out invite links to Administrators only', () => {
    expect(mayCopyInviteLink(['Administrator'])).toBe(true);
    expect(mayCopyInviteLink(['Manager'])).toBe(false);
  });
});

describe('a suspension reason', () => {
  it('is required and at most 500 characters', () => {
    expect(suspendUserSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'reason is required',
    );
    expect(suspendUserSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'reason must be at most 500 characters',
    );
    expect(suspendUserSchema.parse({ reason: ' Left ' })).toEqual({ reason: 'Left' });
  });
});

describe('what roles grant', () => {
  it('names each permission with the roles it comes from', () => {
    const grants = grantsOf(['User', 'Manager']);
    expect(grants.find((g) => g.permission === 'users:read')?.from).toEqual(['Manager', 'User']);
    expect(grants.find((g) => g.permission === 'onboarding:write')?.from).toEqual(['Manager']);
    expect(grants.some((g) => g.permission === 'users:manage')).toBe(false);
  });
});
