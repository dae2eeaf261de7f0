// The lazily loaded half of /organization/activity: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationActivityPage } from '../../features/activity/activity-page';

export const organizationActivityLazyRoute = createLazyRoute('/organization/activity')({
  component: OrganizationActivityPage,
});
