// The lazily loaded half of /profile: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/profile-page';

export const profileLazyRoute = createLazyRoute('/profile')({ component: ProfilePage });
