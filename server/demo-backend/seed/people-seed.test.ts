// Issue #32 item 9: the seed's user lives at every scale: invitations in every state (some
// expiring within a day), 0–2 MFA factors, sessions beyond the demo accounts', the same for
// the same moment, and at scale the user page's bench user.
import { describe, expect, it } from 'vitest';
import { INVITE_EXPIRING_SOON_MS, invitationStatusAt } from '@shared/people';
import { seedAuditEvents, seededEventCount } from './audit-seed';
import type { DemoData } from '../store/demo-data';
import { BENCH_SESSIONS, BENCH_USER, PEOPLE_IDS } from './people-seed';
import { SEED_IDS, createSeedData } from './seed';
import { DEMO_ACCOUNTS } from './seed-people';
import { createScaledSeedData } from './seed-scale';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

function lives(data: DemoData) {
  const users = Object.values(data.users).flat();
  const acme = new Map((data.users[SEED_IDS.acme] ?? []).map((user) => [user.id, user]));
  const statusOf = (id: string) => {
    const user = acme.get(id)!;
    return invitationStatusAt(user.inviteStatus, user.invitation?.expiresAt, NOW);
  };
  return { users, acme, statusOf };
}

function expectEveryKind(data: DemoData) {
  const { users, acme, statusOf } = lives(data);
  const statuses = users.map((u) =>
    invitationStatusAt(u.inviteStatus, u.invitation?.expiresAt, NOW),
  );
  expect(new Set(statuses)).toEqual(new Set(['pending', 'expired', 'accepted', 'revoked']));
  expect(statusOf(PEOPLE_IDS.invitationExpiringSoon)).toBe('pending');
  const soon = Date.parse(acme.get(PEOPLE_IDS.invitationExpiringSoon)!.invitation!.expiresAt);
  expect(soon - NOW).toBeLessThan(INVITE_EXPIRING_SOON_MS);
  expect(soon).toBeGreaterThan(NOW);
  expect(statusOf(PEOPLE_IDS.invitationPending)).toBe('pending');
  expect(statusOf(PEOPLE_IDS.invitationExpired)).toBe('expired');
  expect(statusOf(PEOPLE_IDS.invitationRevoked)).toBe('revoked');
  expect(acme.get(PEOPLE_IDS.suspended)).toMatchObject({
    status: 'suspended',
    suspension: { by: 'Ada Admin' },
  });
  expect(acme.get(PEOPLE_IDS.withMfa)!.mfa!.factors.map((f) => f.type)).toEqual([
    'totp',
    'webauthn',
  ]);
  expect(data.sessions.filter((s) => s.sub === PEOPLE_IDS.withMfa)).toHaveLength(3);
  const counts = new Set(users.map((u) => u.mfa?.factors.length));
  expect(counts).toEqual(new Set([0, 1, 2]));
  const types = new Set(users.flatMap((u) => u.mfa?.factors.map((f) => f.type) ?? []));
  expect(types).toEqual(new Set(['totp', 'webauthn']));
  const accounts = new Set(DEMO_ACCOUNTS.map((a) => a.sub));
  expect(data.sessions.filter((s) => !accounts.has(s.sub)).length).toBeGreaterThan(50);
  // No seeded session can be reached by a cookie: its key is no SHA-256.
  expect(data.sessions.every((s) => !/^[0-9a-f]{64}$/.test(s.key))).toBe(true);
  // Nobody's last activity is older than a session of theirs was last seen.
  const byId = new Map(users.map((user) => [user.id, user]));
  const stale = data.sessions.filter(
    (s) => !(Date.parse(byId.get(s.sub)?.lastActivity ?? '') >= Date.parse(s.lastSeenAt ?? '')),
  );
  expect(stale.map((s) => s.sub)).toEqual([]);
}

describe('the people seed', () => {
  it('has every kind of life in the 25-organization demo, the same for the same moment', () => {
    const data = createSeedData(NOW);
    expectEveryKind(data);
    expect(createSeedData(NOW)).toEqual(data);
  });

  it('keeps them at DEMO_SCALE=large, with the bench user: 50 sessions and 500+ events', () => {
    const data = createScaledSeedData('large', NOW);
    expectEveryKind(data);
    const bench = lives(data).acme.get(BENCH_USER.id);
    expect(bench).toMatchObject({
      email: BENCH_USER.email,
      name: BENCH_USER.name,
      status: 'active',
    });
    expect(data.sessions.filter((s) => s.sub === BENCH_USER.id)).toHaveLength(BENCH_SESSIONS);
    const events = seedAuditEvents(data, NOW, seededEventCount('large'));
    expect(events).toHaveLength(20_000);
    const about = events.filter(
      (e) => e.target.id === BENCH_USER.id || e.actor.sub === BENCH_USER.id,
    );
    expect(about.length).toBeGreaterThanOrEqual(500);
    // Sessions stay few: every sign-in check walks them.
    expect(data.sessions.length).toBeLessThan(500);
  }, 120_000);
});
