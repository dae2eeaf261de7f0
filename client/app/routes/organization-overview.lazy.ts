// The lazily loaded half of /organization/overview: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationOverviewPage } from '../../features/organization-overview/organization-overview-page';

export const organizationOverviewLazyRoute = createLazyRoute('/organization/overview')({
  component: OrganizationOverviewPage,
});
