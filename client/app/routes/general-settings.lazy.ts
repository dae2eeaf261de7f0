// The lazily loaded half of /general/settings: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { GeneralSettingsPage } from '../../features/general-settings/general-settings-page';

export const generalSettingsLazyRoute = createLazyRoute('/general/settings')({
  component: GeneralSettingsPage,
});
