// The lazily loaded half of /global/onboardings: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { GlobalOnboardingsPage } from '../../features/onboardings/global-onboardings-page';

export const globalOnboardingsLazyRoute = createLazyRoute('/global/onboardings')({
  component: GlobalOnboardingsPage,
});
