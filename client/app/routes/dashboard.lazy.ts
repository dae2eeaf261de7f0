// The lazily loaded half of /: its page, in the page's own chunk.
import { createLazyRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';

export const dashboardLazyRoute = createLazyRoute('/')({ component: DashboardPage });
