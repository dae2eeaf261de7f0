// The dashboard's link cards (SPEC §2). A card names the pages it links to; each link's label
// is that page's title, read from its route in the route tree.
import { useRouter } from '@tanstack/react-router';
import type { Policy } from '@shared/permissions';
import { useAuth } from '../../lib/auth/hooks';
import { isOffered, routeFacts, type LinkPath } from '../../lib/route-access';

export interface DashboardCard {
  id: string;
  title: string;
  description: string;
  /** Shown only to users for whom this policy holds. */
  policy?: Policy;
  links: readonly LinkPath[];
}

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'global',
    title: 'Global',
    description: 'Every organization, agency and onboarding on the platform.',
    // SPEC §6 notes: the Global card is for the Administrator role only.
    policy: 'canUseGlobalViews',
    links: ['/global/organizations', '/global/agencies', '/global/onboardings', '/global/activity'],
  },
  {
    id: 'organization',
    title: 'Organization',
    description: 'The selected organization, its managed organizations, users and onboardings.',
    links: [
      '/organization/overview',
      '/organization/managed',
      '/organization/users',
      '/organization/onboardings',
      '/organization/activity',
    ],
  },
  {
    id: 'tools',
    title: 'Tools',
    description: 'Send test requests to the backend.',
    links: ['/api-explorer'],
  },
];

/** Whether a card's link is for this user: what the sidebar offers them (#34 item 10). */
export function useLinkAllowed(): (path: LinkPath) => boolean {
  const router = useRouter();
  const auth = useAuth();
  return (path) =>
    isOffered(auth, path, routeFacts(router.routesByPath[path].options.staticData).requires);
}

/** The label of a card's link: the title its route states. */
export function useLinkLabel(): (path: LinkPath) => string {
  const router = useRouter();
  return (path) => routeFacts(router.routesByPath[path].options.staticData).title;
}
