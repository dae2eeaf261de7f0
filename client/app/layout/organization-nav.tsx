// The sidebar's Organization group body: the picker, then the group's pages once an
// organization is selected. Loaded lazily: it is what brings TanStack Query into the shell.
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../lib/organization-context/use-organization-context';
import { canReadActivityOf } from '../../lib/activity-access';
import { usePolicy } from '../../lib/permissions';
import { isAllowed, type LinkPath } from '../../lib/route-access';
import { ORGANIZATION_NAV, useRouteFactsByPath } from './navigation';
import { OrganizationPicker } from './organization-picker';

/**
 * Issue #23: the selected organization's Overview and Managed Orgs, for who may edit it
 * (canEditOrganization: a Manager administers their own and managed organizations there).
 * SPEC §2 links them from the dashboard only.
 */
const DELEGATED_ADMIN_NAV: readonly LinkPath[] = [
  '/organization/overview',
  '/organization/managed',
];

export function OrganizationNav() {
  const auth = useAuth();
  const context = useOrganizationContext();
  const factsOf = useRouteFactsByPath();
  const canEdit = usePolicy('canEditOrganization');
  const selectedId = context.selectedOrganization?.id;
  const items = [...(canEdit ? DELEGATED_ADMIN_NAV : []), ...ORGANIZATION_NAV].filter(
    (path) =>
      isAllowed(auth, factsOf(path).requires) &&
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
