// The lazily loaded half of /organization/settings: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationSettingsPage } from '../../features/organization-settings/organization-settings-page';

export const organizationSettingsLazyRoute = createLazyRoute('/organization/settings')({
  component: OrganizationSettingsPage,
});
