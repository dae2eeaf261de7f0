// The lazily loaded half of /organization/managed: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { ManagedOrganizationsPage } from '../../features/managed-organizations/managed-organizations-page';

export const organizationManagedLazyRoute = createLazyRoute('/organization/managed')({
  component: ManagedOrganizationsPage,
});
