// Every invitation of every organization, for GET /api/v1/invitations: built once per
// committed user list map (the store replaces `data.users` on any user change, never edits it
// in place) and kept sorted by expiry, so a request filters a prepared list instead of walking
// 10,000 organizations' users (DEMO_SCALE=large: about 55,000 rows).
import type { DemoData } from './demo-data';

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

interface Built {
  organizations: DemoData['organizations'];
  list: IndexedInvitation[];
}

const built = new WeakMap<DemoData['users'], Built>();

export function sortKeyOf(expiresMs: number, organizationId: string, userId: string): string {
  return `${String(expiresMs).padStart(15, '0')}|${organizationId}|${userId}`;
}

/** The invitations of `data`, by expiry ascending (rebuilt when users or organizations change). */
export function invitationIndex(data: Readonly<DemoData>): readonly IndexedInvitation[] {
  const kept = built.get(data.users);
  if (kept && kept.organizations === data.organizations) return kept.list;
  const names = new Map(data.organizations.map((o) => [o.id, o.name]));
  const list: IndexedInvitation[] = [];
  for (const [organizationId, users] of Object.entries(data.users)) {
    const organizationName = names.get(organizationId);
    if (organizationName === undefined) continue;
    for (const user of users) {
      const invitation = user.invitation;
      if (!invitation || !user.email) continue;
      const expiresMs = Date.parse(invitation.expiresAt);
      list.push({
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
  }
  list.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  built.set(data.users, { organizations: data.organizations, list });
  return list;
}
