// The demo's activity history: a few hundred plausible events over the 90 days before the
// seeding, always the same ones (a fixed pseudo-random sequence) at times relative to it,
// so the console's "last 7 days" and "last 30 days" presets have something to show.
import type { AuditEvent } from '@shared/audit';
import { audit, type NewAuditEvent } from '../store/audit-record';
import type { DemoAccount, DemoData } from '../store/demo-data';
import { BENCH_USER } from './people-seed';
import { organizationId, seedUuid } from './seed-ids';
import { randomSequence } from './seed-random';

export const SEEDED_AUDIT_EVENTS = 300;
/** DEMO_SCALE (issue 12's switch) also scales the history: tens of thousands at large. */
const SCALED_COUNTS: Record<string, number> = { large: 20_000, huge: 100_000 };

export function seededEventCount(scale?: string): number {
  return (scale && SCALED_COUNTS[scale]) || SEEDED_AUDIT_EVENTS;
}
const DAY = 86_400_000;
const SPAN_DAYS = 90;

const STATUSES = ['active', 'inactive', 'pending'];
const FREQUENCIES = ['immediate', 'daily', 'weekly'];
const ROLE_SETS = [['User'], ['Manager'], ['User', 'Manager'], ['Administrator']];

export function seedAuditEvents(
  data: Readonly<DemoData>,
  now: number,
  count = seededEventCount(),
): AuditEvent[] {
  const random = randomSequence(20_251_123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const admins = data.accounts.filter((a) => a.roles.includes('Administrator'));
  const managers = data.accounts.filter((a) => a.roles.includes('Manager'));
  const organizations = data.organizations;
  if (organizations.length === 0 || admins.length === 0) return [];
  // Indexes, so tens of thousands of events over 100,000 organizations stay linear.
  const position = new Map(organizations.map((o, index) => [o.id, index]));
  const byId = new Map(organizations.map((o) => [o.id, o]));
  const actorOrg = (account: DemoAccount) => {
    const organization = account.organizationId ? byId.get(account.organizationId) : undefined;
    return organization ? { id: organization.id, name: organization.name } : null;
  };
  /** Another organization than `self`, drawn as a pick from the list without it would be. */
  const pickOther = (self: string) => {
    const index = Math.floor(random() * (organizations.length - 1));
    const own = position.get(self) ?? organizations.length;
    return organizations[index < own ? index : index + 1] as (typeof organizations)[number];
  };

  const make = (): NewAuditEvent => {
    const organization = pick(organizations);
    const org = { id: organization.id, name: organization.name };
    const orgTarget = { type: 'organization' as const, ...org };
    // Managers act in their own organization; Administrators anywhere.
    const manager = managers.find((m) => m.organizationId === organization.id);
    const actor: DemoAccount = manager && random() < 0.4 ? manager : pick(admins);
    const who = { account: actor };
    const users = data.users[organization.id] ?? [];
    const user = users.length > 0 ? pick(users) : undefined;
    const roll = random();
    if (roll < 0.18) return audit(who, 'session.signed_in', actorOrg(actor), accountTarget(actor));
    if (roll < 0.26) return audit(who, 'session.signed_out', actorOrg(actor), accountTarget(actor));
    if (roll < 0.42 && user) {
      const before = pick(ROLE_SETS);
      const after = pick(ROLE_SETS.filter((set) => set !== before));
      const target = {
        type: 'user' as const,
        id: user.id,
        name: user.name ?? user.email ?? user.id,
      };
      return audit(who, 'user.roles_changed', org, target, { roles: before }, { roles: after });
    }
    if (roll < 0.5 && user) {
      const target = {
        type: 'user' as const,
        id: user.id,
        name: user.name ?? user.email ?? user.id,
      };
      return audit(who, 'user.invited', org, target, undefined, {
        email: user.email ?? null,
        roles: user.roles,
      });
    }
    if (roll < 0.64) {
      const before = pick(FREQUENCIES);
      const after = pick(FREQUENCIES.filter((f) => f !== before));
      const target = { type: 'settings' as const, ...org };
      return audit(
        who,
        'settings.updated',
        org,
        target,
        { notifications: { notificationFrequency: before } },
        { notifications: { notificationFrequency: after } },
      );
    }
    if (roll < 0.76) {
      const before = pick(STATUSES);
      const after = pick(STATUSES.filter((s) => s !== before));
      return audit(
        who,
        'organization.updated',
        org,
        orgTarget,
        { status: before },
        { status: after },
      );
    }
    if (roll < 0.86) {
      const domain = `${Math.floor(random() * 900 + 100)}.${organization.slug}.example`;
      const removed = random() < 0.4;
      const base = [...organization.domains];
      const withDomain = [...base, domain];
      return removed
        ? audit(
            who,
            'organization.domain_removed',
            org,
            orgTarget,
            { domains: withDomain },
            { domains: base },
          )
        : audit(
            who,
            'organization.domain_added',
            org,
            orgTarget,
            { domains: base },
            { domains: withDomain },
          );
    }
    const other = pickOther(organization.id);
    const added = random() < 0.6;
    return audit(
      who,
      added ? 'organization.managed_added' : 'organization.managed_removed',
      org,
      orgTarget,
      { managedOrganization: added ? null : other.name },
      { managedOrganization: added ? other.name : null },
    );
  };

  const offsets = Array.from({ length: count }, () => Math.floor(random() * SPAN_DAYS * DAY));
  offsets.sort((a, b) => b - a);
  const bench = benchEvents(data, admins[0] as DemoAccount);
  return offsets.map((offset, index) => ({
    id: seedUuid(`audit:${index}`),
    time: new Date(now - offset).toISOString(),
    ...(bench && index % BENCH_EVERY === 0 ? bench(index / BENCH_EVERY) : make()),
  }));
}

/** One event in this many is about the bench user (people-seed.ts): 625 of large's 20,000. */
const BENCH_EVERY = 32;
const BENCH_ACTIONS = ['user.roles_changed', 'session.revoked', 'mfa.reset'] as const;

/** At scale, the events of the user page's bench user; undefined when the data has none. */
function benchEvents(data: Readonly<DemoData>, actor: DemoAccount) {
  const acme = data.organizations.find((o) => o.id === organizationId('acme'));
  const user = acme && data.users[acme.id]?.find((u) => u.id === BENCH_USER.id);
  if (!acme || !user) return undefined;
  const org = { id: acme.id, name: acme.name };
  const target = { type: 'user' as const, id: user.id, name: user.name ?? user.id };
  return (n: number): NewAuditEvent => {
    const action = BENCH_ACTIONS[n % BENCH_ACTIONS.length]!;
    if (action === 'user.roles_changed') {
      const roles = n % 2 === 0 ? [['User'], ['Manager', 'User']] : [['Manager', 'User'], ['User']];
      return audit(
        { account: actor },
        action,
        org,
        target,
        { roles: roles[0] },
        { roles: roles[1] },
      );
    }
    if (action === 'session.revoked')
      return audit(
        { account: actor },
        action,
        org,
        target,
        { activeSessions: 2 },
        { activeSessions: 1 },
      );
    return audit({ account: actor }, action, org, target, { mfa: ['totp'] }, { mfa: [] });
  };
}

function accountTarget(account: DemoAccount) {
  return { type: 'account' as const, id: account.sub, name: account.name };
}
