// The lazily loaded half of /global/organizations: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '../../features/organizations/organizations-page';

export const globalOrganizationsLazyRoute = createLazyRoute('/global/organizations')({
  component: OrganizationsPage,
});
