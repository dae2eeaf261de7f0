// The lazily loaded half of /global/activity: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { GlobalActivityPage } from '../../features/activity/activity-page';

export const globalActivityLazyRoute = createLazyRoute('/global/activity')({
  component: GlobalActivityPage,
});
