// The lazily loaded half of /organization/users/$userId: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { UserPage } from '../../features/organization-users/user-page/user-page';

export const organizationUserLazyRoute = createLazyRoute('/organization/users/$userId')({
  component: UserPage,
});
