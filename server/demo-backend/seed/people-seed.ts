// The seeded users' lives (DESIGN resolution 20): invitations in every state, suspensions with
// their reason, MFA factors and sessions. Timed from the moment of seeding (`now`), so a fresh
// store has live invitations (some expiring within a day) and sessions; the same `now` gives
// the same data.
import { INVITE_TTL_DAYS_DEFAULT, type MfaFactor } from '@shared/people';
import type { DemoData, StoredSession, StoredUser } from '../store/demo-data';
import { DAY, HOUR, seedUuid } from './seed-ids';
import { DEMO_ACCOUNTS } from './seed-people';
import { randomSequence } from './seed-random';

/** At DEMO_SCALE=large and huge, Acme's user with 50 sessions and 500+ events (the user page's bench). */
export const BENCH_USER = {
  id: seedUuid('user:acme:bench'),
  name: 'Bea Benchmark',
  email: 'bea.benchmark@acme.example',
} as const;
export const BENCH_SESSIONS = 50;

const acmeUser = (index: number) => seedUuid(`user:acme:${index}`);
/** Acme users in each state of their life, for tests and browser tests to name (any scale). */
export const PEOPLE_IDS = {
  /** Dana Wagner: pending, expiring within 24 h of the seeding (as is Priya Quinn, 45). */
  invitationExpiringSoon: acmeUser(33),
  /** Jasmine Dubois: pending, expiring in days. */
  invitationPending: acmeUser(9),
  /** Vera Silva: invited, her invitation past its expiry (reads expired). */
  invitationExpired: acmeUser(21),
  /** Rosa Kim: her invitation revoked. */
  invitationRevoked: acmeUser(17),
  /** Hana Tanaka (Manager): suspended, with a reason. */
  suspended: acmeUser(7),
  /** Sami Garcia (User): active, TOTP and WebAuthn enrolled, 3 seeded sessions. */
  withMfa: acmeUser(18),
} as const;

/** The seed's own organizations come first in every scale. */
const DEMO_ORGANIZATIONS = 25;
/** Sessions are seeded for the first this many users of a list (the demo's own sizes). */
const SESSION_USERS_PER_LIST = 63;
const SEEDED_SESSION_DAYS = 30;
const INVITER = 'Ada Admin';
const MINUTE = 60_000;
const TTL = INVITE_TTL_DAYS_DEFAULT * DAY;

const REASONS = [
  'Left the company; access kept until the handover ends',
  'Repeated failed sign-ins from an unknown country',
  'Contract paused until the renewal is signed',
];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

const iso = (time: number) => new Date(time).toISOString();

/**
 * Never-signed-in users: `invited` ones pending (some expiring within 24 h, some in days,
 * some past their expiry), `pending` ones expired or revoked; everyone else accepted.
 */
function invitationOf(user: StoredUser, position: number, now: number): void {
  const round = Math.floor(position / 12);
  let expiresAt: number;
  if (user.status === 'invited') {
    const kind = (['soon', 'later', 'expired', 'soon'] as const)[round % 4];
    if (kind === 'soon') expiresAt = now + (2 + (position % 20)) * HOUR;
    else if (kind === 'later') expiresAt = now + (2 + (position % 4)) * DAY;
    else expiresAt = now - (1 + (position % 4)) * DAY;
    user.inviteStatus = 'pending';
  } else if (user.status === 'pending') {
    expiresAt = now - (1 + (position % 5)) * DAY;
    user.inviteStatus = round % 2 === 0 ? 'pending' : 'revoked';
  } else {
    const invitedAt = user.createdDate ? Date.parse(user.createdDate) : now - 300 * DAY;
    user.inviteStatus = 'accepted';
    user.invitation = {
      invitedAt: iso(invitedAt),
      invitedBy: INVITER,
      expiresAt: iso(invitedAt + TTL),
      sentAt: iso(invitedAt),
      acceptedAt: iso(invitedAt + DAY),
    };
    return;
  }
  const sentAt = expiresAt - TTL;
  user.invitation = {
    invitedAt: iso(sentAt - (position % 3) * DAY),
    invitedBy: INVITER,
    expiresAt: iso(expiresAt),
    sentAt: iso(sentAt),
    acceptedAt: null,
  };
}

/** Drawn from the user's own sequence, so a user has the same factors at every scale. */
function factorsOf(user: StoredUser, now: number): MfaFactor[] {
  if (user.inviteStatus !== 'accepted') return [];
  const random = randomSequence(parseInt(user.id.replace(/-/g, '').slice(0, 8), 16) || 1);
  const roll = random();
  const count = roll < 0.35 ? 0 : roll < 0.75 ? 1 : 2;
  const types = count === 2 ? ['totp', 'webauthn'] : random() < 0.6 ? ['totp'] : ['webauthn'];
  return types.slice(0, count).map((type) => ({
    id: `mfa-${type}-${user.id}`,
    type,
    createdAt: iso(now - Math.floor(1 + random() * 200) * DAY),
  }));
}

/** A seeded session: its key is no SHA-256 (not hex), so no cookie can ever match it. */
function session(label: string, sub: string, n: number, now: number): StoredSession {
  const lastSeen = now - (n * 37 + (n % 7) * 3) * MINUTE;
  return {
    key: `seeded-${seedUuid(`session-key:${label}`)}`,
    id: seedUuid(`session:${label}`),
    sub,
    createdAt: iso(lastSeen - (1 + (n % 9)) * DAY),
    lastSeenAt: iso(lastSeen),
    expiresAt: iso(lastSeen + SEEDED_SESSION_DAYS * DAY),
    ip: n % 3 === 2 ? `2001:db8::${(n % 250) + 1}` : `203.0.113.${(n * 17) % 250}`,
    userAgent: USER_AGENTS[n % USER_AGENTS.length],
  };
}

function sessionsOf(user: StoredUser, position: number, now: number): StoredSession[] {
  if (user.status !== 'active' || !user.lastActivity) return [];
  // 0 to 3 by the id, so a user has the same sessions at every scale.
  const count = user.id === BENCH_USER.id ? BENCH_SESSIONS : parseInt(user.id.slice(0, 2), 16) % 4;
  return Array.from({ length: count }, (_, n) =>
    session(`${user.id}:${n}`, user.id, position + n, now),
  );
}

/**
 * Gives every user of `data` their invitation, suspension and MFA factors, and seeds sessions
 * (the demo's lists, the demo accounts' other devices, the bench user's 50). Replaces
 * `data.sessions`.
 */
export function seedPeopleLives(data: DemoData, now: number): void {
  const accounts = new Set(DEMO_ACCOUNTS.map((account) => account.sub));
  const sessions: StoredSession[] = [];
  // The demo's own organizations only: at scale, thousands more would slow every sign-in check.
  const demo = new Set(data.organizations.slice(0, DEMO_ORGANIZATIONS).map((o) => o.id));
  for (const [organizationId, users] of Object.entries(data.users)) {
    const withSessions = demo.has(organizationId);
    users.forEach((user, position) => {
      invitationOf(user, position, now);
      if (user.status === 'suspended') {
        user.statusBeforeSuspension = 'active';
        user.suspension = {
          reason: REASONS[position % REASONS.length] ?? 'Suspended',
          by: INVITER,
          at: iso(now - (1 + (position % 30)) * DAY),
        };
      }
      user.mfa = { factors: factorsOf(user, now) };
      if (accounts.has(user.id)) sessions.push(session(`${user.id}:other`, user.id, 1, now));
      else if (withSessions && (position < SESSION_USERS_PER_LIST || user.id === BENCH_USER.id))
        sessions.push(...sessionsOf(user, position, now));
    });
  }
  data.sessions = sessions;
  lastActivityFromSessions(data);
}

/**
 * A person last seen in a session was active then: their last activity is never older than
 * it (a fixed seed date beside a session seen an hour ago read as a contradiction).
 */
function lastActivityFromSessions(data: DemoData): void {
  const lastSeen = new Map<string, number>();
  for (const { sub, lastSeenAt } of data.sessions) {
    const seen = Date.parse(lastSeenAt ?? '');
    if (seen > (lastSeen.get(sub) ?? -Infinity)) lastSeen.set(sub, seen);
  }
  for (const users of Object.values(data.users)) {
    for (const user of users) {
      const seen = lastSeen.get(user.id);
      const active = Date.parse(user.lastActivity ?? '');
      if (seen !== undefined && !(active >= seen)) user.lastActivity = iso(seen);
    }
  }
}
