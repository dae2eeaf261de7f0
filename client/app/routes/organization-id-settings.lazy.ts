// The lazily loaded half of /organization/$orgId/settings: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { OrganizationIdSettingsPage } from '../../features/organization-settings/organization-settings-page';

export const organizationIdSettingsLazyRoute = createLazyRoute('/organization/$orgId/settings')({
  component: OrganizationIdSettingsPage,
});
