// The lazily loaded half of /access-denied: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { AccessDeniedPage } from '../../features/access-denied/access-denied-page';

export const accessDeniedLazyRoute = createLazyRoute('/access-denied')({
  component: AccessDeniedPage,
});
