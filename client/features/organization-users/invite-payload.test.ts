import { describe, expect, it } from 'vitest';
import {
  buildInvitePayload,
  cleanRoles,
  emptyInviteForm,
  inviteEmailError,
} from './invite-payload';
import { inviteUserSchema } from '@shared/schemas';

describe('invite form', () => {
  it('starts with the User role chosen', () => {
    expect(emptyInviteForm()).toEqual({ email: '', name: '', roles: ['User'] });
  });

  it('requires an email', () => {
    expect(inviteEmailError('')).toBe('Email is required for invitation');
    expect(inviteEmailError('   ')).toBe('Email is required for invitation');
    expect(inviteEmailError('a@example.com')).toBeUndefined();
  });
});

describe('buildInvitePayload', () => {
  it('trims the email and the name', () => {
    expect(
      buildInvitePayload({ email: ' a@example.com ', name: '  Ann Lee ', roles: ['User'] }),
    ).toEqual({
      email: 'a@example.com',
      name: 'Ann Lee',
      roles: ['User'],
    });
  });

  it('omits a blank name', () => {
    const payload = buildInvitePayload({ email: 'a@example.com', name: '   ', roles: ['Manager'] });
    expect(payload).toEqual({ email: 'a@example.com', roles: ['Manager'] });
    expect('name' in payload).toBe(false);
  });

  it('removes blank roles and omits roles when none are left', () => {
    expect(
      buildInvitePayload({ email: 'a@example.com', name: '', roles: ['', ' Manager ', '  '] }),
    ).toEqual({
      email: 'a@example.com',
      roles: ['Manager'],
    });
    const none = buildInvitePayload({ email: 'a@example.com', name: '', roles: ['', ' '] });
    expect(none).toEqual({ email: 'a@example.com' });
    expect('roles' in none).toBe(false);
  });

  it('sends the default form as email plus the User role', () => {
    expect(buildInvitePayload({ ...emptyInviteForm(), email: 'new.person@example.com' })).toEqual({
      email: 'new.person@example.com',
      roles: ['User'],
    });
  });

  it('builds what the shared request schema accepts', () => {
    const payload = buildInvitePayload({
      email: 'x@example.com',
      name: ' X ',
      roles: ['Manager', 'User'],
    });
    expect(inviteUserSchema.parse(payload)).toEqual(payload);
  });
});

describe('cleanRoles', () => {
  it('keeps the order and drops repeats', () => {
    expect(cleanRoles(['Manager', 'User', 'Manager ', ''])).toEqual(['Manager', 'User']);
  });
});

describe('input limits shared with the backend (issue #12)', () => {
  it('an e-mail over 254 characters gets a message', () => {
    expect(inviteEmailError(`${'e'.repeat(242)}@example.com`)).toBeUndefined();
    expect(inviteEmailError(`${'e'.repeat(243)}@example.com`)).toBe(
      'Email must be at most 254 characters (it has 255).',
    );
  });

  it('sends the name normalised', () => {
    const payload = buildInvitePayload({
      email: 'a@example.com',
      name: ' Ada   Lovelace ',
      roles: [],
    });
    expect(payload.name).toBe('Ada Lovelace');
  });
});
