// Every invitation of every organization, for GET /api/v1/invitations: indexed once per
// committed user list map (the store replaces `data.users` and the changed organization's list
// on any user change, never edits them in place), one list per stored status, each sorted by
// expiry. A pending list's expired ones
// are then its start, and those expiring within a window the next stretch, both found by a
// binary search: a request reads the stretches it asks for instead of 47,000 invitations
// (DEMO_SCALE=large).
import type { DemoData, StoredUser } from '../store/demo-data';

/** An InvitationRow (shared/people.ts) without its status, which depends on the time asked. */
export interface InvitationRowBase {
  userId: string;
  email: string;
  name?: string;
  organizationId: string;
  organizationName: string;
  invitedAt: string;
  invitedBy: string | null;
  expiresAt: string;
}

export interface IndexedInvitation {
  row: InvitationRowBase;
  /** The stored status; a pending one past `expiresMs` reads expired. */
  stored: string;
  expiresMs: number;
  /** Lower-cased email and name, for `q`. */
  text: string;
  /** The sort key: expiry, then organization and user, so equal expiries page stably. */
  sortKey: string;
}

/** A stretch of one sorted list: `list[from]` up to, not including, `list[to]`. */
export interface Stretch {
  list: readonly IndexedInvitation[];
  from: number;
  to: number;
}

interface Built {
  users: DemoData['users'];
  organizations: DemoData['organizations'];
  /** Each organization's list and name as indexed: what a later build compares to. */
  sources: Map<string, { users: readonly StoredUser[]; name: string }>;
  byStatus: Map<string, IndexedInvitation[]>;
}

/** The index of the newest data asked about; a change re-indexes only what it touched. */
let latest: Built | undefined;

export function sortKeyOf(expiresMs: number, organizationId: string, userId: string): string {
  return `${String(expiresMs).padStart(15, '0')}|${organizationId}|${userId}`;
}

function entriesOf(
  organizationId: string,
  organizationName: string,
  users: readonly StoredUser[],
): IndexedInvitation[] {
  const entries: IndexedInvitation[] = [];
  for (const user of users) {
    const invitation = user.invitation;
    if (!invitation || !user.email) continue;
    const expiresMs = Date.parse(invitation.expiresAt) || 0;
    entries.push({
      row: {
        userId: user.id,
        email: user.email,
        ...(user.name ? { name: user.name } : {}),
        organizationId,
        organizationName,
        invitedAt: invitation.invitedAt,
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt,
      },
      stored: user.inviteStatus ?? 'pending',
      expiresMs,
      text: `${user.email}\n${user.name ?? ''}`.toLowerCase(),
      sortKey: sortKeyOf(expiresMs, organizationId, user.id),
    });
  }
  return entries;
}

// Expiry first as a number (cheap), the whole key only to break a tie.
const byExpiry = (a: IndexedInvitation, b: IndexedInvitation) =>
  a.expiresMs - b.expiresMs || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0);

function merge(a: readonly IndexedInvitation[], b: readonly IndexedInvitation[]) {
  const merged: IndexedInvitation[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) merged.push(byExpiry(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}

/**
 * The index of `data`, from `previous` when there is one: the organizations whose list or name
 * changed are taken out and put back in (a sort of their few entries and a merge), so a write
 * at DEMO_SCALE=large costs milliseconds, not a sort of 47,000.
 */
function build(data: Readonly<DemoData>, previous: Built | undefined): Built {
  const names = new Map(data.organizations.map((o) => [o.id, o.name]));
  const sources: Built['sources'] = new Map();
  const changed = new Set<string>();
  const fresh: IndexedInvitation[] = [];
  for (const [organizationId, users] of Object.entries(data.users)) {
    const name = names.get(organizationId);
    if (name === undefined) continue;
    sources.set(organizationId, { users, name });
    const was = previous?.sources.get(organizationId);
    if (was && was.users === users && was.name === name) continue;
    changed.add(organizationId);
    fresh.push(...entriesOf(organizationId, name, users));
  }
  for (const organizationId of previous?.sources.keys() ?? [])
    if (!sources.has(organizationId)) changed.add(organizationId);
  fresh.sort(byExpiry);
  const byStatus = new Map<string, IndexedInvitation[]>();
  const statuses = new Set([...(previous?.byStatus.keys() ?? []), ...fresh.map((e) => e.stored)]);
  for (const status of statuses) {
    const kept = (previous?.byStatus.get(status) ?? []).filter(
      (entry) => !changed.has(entry.row.organizationId),
    );
    byStatus.set(
      status,
      merge(
        kept,
        fresh.filter((entry) => entry.stored === status),
      ),
    );
  }
  return { users: data.users, organizations: data.organizations, sources, byStatus };
}

/** The first index of sorted `list` from `from` whose entry fails `before`. */
function firstNot(
  list: readonly IndexedInvitation[],
  before: (entry: IndexedInvitation) => boolean,
  from = 0,
): number {
  let [low, high] = [from, list.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle] as IndexedInvitation)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The stretches holding the invitations of `statuses` as of `now` (a pending one past its
 * expiry is expired, as `invitationStatusAt` says), and with `withinMs` only the pending ones
 * expiring within it. Each stretch is in page order; `status` names what its entries read as.
 */
export function invitationStretches(
  data: Readonly<DemoData>,
  statuses: readonly string[],
  now: number,
  withinMs?: number,
): (Stretch & { status: string })[] {
  let index = latest;
  if (index?.users !== data.users || index.organizations !== data.organizations)
    latest = index = build(data, index);
  const pending = index.byStatus.get('pending') ?? [];
  const cut = firstNot(pending, (entry) => entry.expiresMs <= now);
  if (withinMs !== undefined) {
    if (!statuses.includes('pending')) return [];
    const end = firstNot(pending, (entry) => entry.expiresMs <= now + withinMs, cut);
    return [{ list: pending, from: cut, to: end, status: 'pending' }];
  }
  return statuses.flatMap((status) => {
    if (status === 'pending') return [{ list: pending, from: cut, to: pending.length, status }];
    const stretches = [];
    if (status === 'expired') stretches.push({ list: pending, from: 0, to: cut, status });
    const stored = index.byStatus.get(status) ?? [];
    stretches.push({ list: stored, from: 0, to: stored.length, status });
    return stretches;
  });
}
