// From the address's filter chip and search to GET /api/v1/invitations' query.
import type { InvitationFilter } from '../api/invitations';
import type { InvitationsSearch } from './invitations-search';

export function invitationFilterOf(search: InvitationsSearch): InvitationFilter {
  const q = search.q?.trim() || undefined;
  switch (search.show) {
    case 'pending':
      return { status: 'pending', q };
    case 'expired':
      return { status: 'expired', q };
    case 'expiring':
      return { status: 'pending', expiringWithin: '24h', q };
    default:
      return { status: 'pending,expired', q };
  }
}
