// DESIGN resolution 20: one user's invitation (resend with its cooldown, revoke, copy link),
// a new invitation's lifetime, and INVITE_TTL_DAYS.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_RESEND_COOLDOWN_MS } from '@shared/people';
import { inviteTtlDaysFrom } from './people-config';
import { PEOPLE_IDS } from '../seed/people-seed';
import { SEED_IDS } from '../seed/seed';
import { signedInBackend, tempDataFile } from '../../test/demo-backend-support';
import { createDemoBackend } from '../app';

const USERS = `/api/v1/organizations/${SEED_IDS.acme}/users`;
const DAY = 86_400_000;
const invitation = (userId: string, what: string) => `${USERS}/${userId}/invitation/${what}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('INVITE_TTL_DAYS', () => {
  it('is 7 days unless set, 1 to 30; anything else stops the start naming the variable', () => {
    expect(inviteTtlDaysFrom({})).toBe(7);
    expect(inviteTtlDaysFrom({ INVITE_TTL_DAYS: '' })).toBe(7);
    expect(inviteTtlDaysFrom({ INVITE_TTL_DAYS: '1' })).toBe(1);
    expect(inviteTtlDaysFrom({ INVITE_TTL_DAYS: '30' })).toBe(30);
    for (const bad of ['0', '31', '7.5', 'seven', '-1'])
      expect(() => inviteTtlDaysFrom({ INVITE_TTL_DAYS: bad })).toThrow(
        `INVITE_TTL_DAYS must be a whole number of days from 1 to 30 (got "${bad}")`,
      );
    vi.stubEnv('INVITE_TTL_DAYS', '45');
    try {
      expect(() => createDemoBackend({ dataFile: tempDataFile() })).toThrow(/INVITE_TTL_DAYS/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('invitations of one user', () => {
  const { as } = signedInBackend({ inviteTtlDays: 3 });

  it('a new invitation expires INVITE_TTL_DAYS after it is sent', async () => {
    const { body } = await as.admin
      .send('post', USERS, { email: 'new.person@acme.example', roles: ['User'] })
      .expect(201);
    expect(body).toMatchObject({ status: 'invited', inviteStatus: 'pending' });
    const details = await as.admin.get(`${USERS}/${body.id}`).expect(200);
    const { invitedAt, expiresAt, invitedBy } = details.body.invitation;
    expect(invitedBy).toBe('Ada Admin');
    expect(Date.parse(expiresAt) - Date.parse(invitedAt)).toBe(3 * DAY);
  });

  it('resend gives a new expiry, records before and after, and a second one within a minute is a 429 with Retry-After', async () => {
    const url = invitation(PEOPLE_IDS.invitationExpired, 'resend');
    const old = (await as.admin.get(`${USERS}/${PEOPLE_IDS.invitationExpired}`)).body.invitation;
    const now = Date.parse('2026-11-27T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const { body } = await as.admin.send('post', url).expect(200);
    expect(body.inviteStatus).toBe('pending');
    expect(body.invitation.expiresAt).toBe(new Date(now + 3 * DAY).toISOString());

    vi.setSystemTime(now + 20_000);
    const again = await as.admin.send('post', url).expect(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(again.body.message).toBe(
      'The invitation to vera.silva@acme.example was sent less than a minute ago; it can be sent again in 40 seconds, at 2026-11-27T10:01:00.000Z',
    );

    vi.setSystemTime(now + INVITE_RESEND_COOLDOWN_MS);
    await as.admin.send('post', url).expect(200);
    vi.useRealTimers();
    const events = await as.admin.get(
      `/api/v1/audit-events?action=invitation.resent&targetId=${PEOPLE_IDS.invitationExpired}`,
    );
    expect(events.body.items.at(-1).changes).toEqual([
      { field: 'expiresAt', before: old.expiresAt, after: new Date(now + 3 * DAY).toISOString() },
    ]);
  });

  it('resend and revoke are 409 unless the invitation is pending or expired', async () => {
    const accepted = await as.admin
      .send('post', invitation(PEOPLE_IDS.withMfa, 'resend'))
      .expect(409);
    expect(accepted.body.message).toBe(
      "Sami Garcia's invitation is accepted; only a pending or expired invitation can be resent",
    );
    const revoked = await as.admin
      .send('post', invitation(PEOPLE_IDS.invitationRevoked, 'revoke'))
      .expect(409);
    expect(revoked.body.message).toBe(
      "Rosa Kim's invitation is revoked; only a pending or expired invitation can be revoked",
    );
  });

  it('revoke ends a pending invitation (recorded); it cannot be resent after', async () => {
    const { body } = await as.admin
      .send('post', invitation(PEOPLE_IDS.invitationPending, 'revoke'))
      .expect(200);
    expect(body.inviteStatus).toBe('revoked');
    await as.admin.send('post', invitation(PEOPLE_IDS.invitationPending, 'resend')).expect(409);
    const events = await as.admin.get(
      `/api/v1/audit-events?action=invitation.revoked&targetId=${PEOPLE_IDS.invitationPending}`,
    );
    expect(events.body.items[0].changes).toEqual([
      { field: 'inviteStatus', before: 'pending', after: 'revoked' },
    ]);
  });

  it('copy link: an Administrator gets a URL, recorded without its token; 409 when not pending', async () => {
    const url = invitation(PEOPLE_IDS.invitationExpiringSoon, 'link');
    const { body } = await as.admin.send('post', url).expect(200);
    expect(body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?invitation=[\w-]{32}$/);
    const token = body.url.split('=')[1];
    // The same link until it is resent or revoked.
    expect((await as.admin.send('post', url).expect(200)).body.url).toContain(`=${token}`);
    const events = await as.admin.get(
      `/api/v1/audit-events?action=invitation.link_copied&targetId=${PEOPLE_IDS.invitationExpiringSoon}`,
    );
    expect(events.body.items).toHaveLength(2);
    expect(JSON.stringify(events.body)).not.toContain(token);
    const details = await as.admin.get(`${USERS}/${PEOPLE_IDS.invitationExpiringSoon}`);
    expect(JSON.stringify(details.body)).not.toContain(token);

    const accepted = await as.admin
      .send('post', invitation(PEOPLE_IDS.withMfa, 'link'))
      .expect(409);
    expect(accepted.body.message).toBe(
      "Sami Garcia's invitation is accepted; only a pending invitation has a link",
    );
  });

  it('a Manager gets a 403 on every invitation write', async () => {
    for (const what of ['resend', 'revoke', 'link']) {
      const { body } = await as.manager
        .send('post', invitation(PEOPLE_IDS.invitationExpiringSoon, what))
        .expect(403);
      expect(body.message).toBe('Your role does not allow this; it needs users:manage');
    }
  });
});
