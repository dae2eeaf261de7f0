// The lazily loaded half of /global/invitations: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { InvitationsPage } from '../../features/organization-users/invitations/invitations-page';

export const globalInvitationsLazyRoute = createLazyRoute('/global/invitations')({
  component: InvitationsPage,
});
