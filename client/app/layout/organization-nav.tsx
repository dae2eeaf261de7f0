// The sidebar's Organization group body: the picker, then the group's pages once an
// organization is selected. Loaded lazily: it is what brings TanStack Query into the shell.
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { canReadActivityOf } from '../../entities/activity/activity-access';
import { DELEGATED_ADMIN_PAGES, isOffered } from '../../lib/route-access';
import { ORGANIZATION_NAV } from '../../lib/nav-pages';
import { useRouteFactsByPath } from './navigation';
import { OrganizationPicker } from './organization-picker';

export function OrganizationNav() {
  const auth = useAuth();
  const context = useOrganizationContext();
  const factsOf = useRouteFactsByPath();
  const selectedId = context.selectedOrganization?.id;
  const items = [...DELEGATED_ADMIN_PAGES, ...ORGANIZATION_NAV].filter(
    (path) =>
      isOffered(auth, path, factsOf(path).requires) &&
      // Its activity only where the record is open to the user (a Manager: their own).
      (path !== '/organization/activity' || canReadActivityOf(auth, selectedId)),
  );
  return (
    <>
      <OrganizationPicker {...context} />
      {context.selectedOrganization && items.length > 0 ? (
        <ul className="sidebar__list sidebar__list--nested">
          {items.map((path) => (
            <li key={path}>
              <Link
                to={path}
                className="sidebar__link"
                activeProps={{ className: 'sidebar__link is-active' }}
              >
                {factsOf(path).title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
