// The dashboard's link cards (SPEC §2).
import type { AppPath } from '../../lib/route-access';

export interface DashboardCard {
  id: string;
  title: string;
  description: string;
  administratorOnly?: boolean;
  links: { to: Exclude<AppPath, `${string}$${string}`>; label: string }[];
}

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'global',
    title: 'Global',
    description: 'Every organization, agency and onboarding on the platform.',
    administratorOnly: true,
    links: [
      { to: '/global/organizations', label: 'Organizations' },
      { to: '/global/agencies', label: 'Agencies' },
      { to: '/global/onboardings', label: 'Onboardings' },
      { to: '/global/activity', label: 'Activity' },
    ],
  },
  {
    id: 'organization',
    title: 'Organization',
    description: 'The selected organization, its managed organizations, users and onboardings.',
    links: [
      { to: '/organization/overview', label: 'Overview' },
      { to: '/organization/managed', label: 'Managed Orgs' },
      { to: '/organization/users', label: 'Users' },
      { to: '/organization/onboardings', label: 'Onboardings' },
      { to: '/organization/activity', label: 'Activity' },
    ],
  },
  {
    id: 'tools',
    title: 'Tools',
    description: 'Send test requests to the backend.',
    links: [{ to: '/api-explorer', label: 'API Explorer' }],
  },
];
