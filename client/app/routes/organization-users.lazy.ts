// The lazily loaded half of /organization/users: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationUsersPage } from '../../features/organization-users/organization-users-page';

export const organizationUsersLazyRoute = createLazyRoute('/organization/users')({
  component: OrganizationUsersPage,
});
