// The lazily loaded half of /organization/onboardings: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationOnboardingsPage } from '../../features/onboardings/organization-onboardings-page';

export const organizationOnboardingsLazyRoute = createLazyRoute('/organization/onboardings')({
  component: OrganizationOnboardingsPage,
});
