// The sidebar (SPEC §2): Dashboard, the Global group, the Organization group with its picker,
// API Explorer and the version label. Items the user may not open are not shown.
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useId } from 'react';
import { VERSION_LABEL } from '@shared/constants';
import { useAuth } from '../../lib/auth/hooks';
import { usePolicy } from '../../entities/permission/permissions';
import { isAllowed, type LinkPath } from '../../lib/route-access';
import { GLOBAL_NAV } from '../../lib/nav-pages';
import { useRouteFactsByPath } from './navigation';

const OrganizationNav = lazy(() =>
  import('./organization-nav').then((m) => ({ default: m.OrganizationNav })),
);

const linkProps = {
  className: 'sidebar__link',
  activeProps: { className: 'sidebar__link is-active' },
} as const;

function NavLink({ to, label }: { to: LinkPath; label: string }) {
  return (
    <li>
      <Link to={to} {...linkProps}>
        {label}
      </Link>
    </li>
  );
}

export interface SidebarProps {
  id: string;
  open: boolean;
  /** Closes the small-screen overlay. */
  onClose: () => void;
}

export function Sidebar({ id, open, onClose }: SidebarProps) {
  const auth = useAuth();
  const globalLabel = useId();
  const organizationLabel = useId();
  const canViewGlobal = usePolicy('canViewGlobal');
  const factsOf = useRouteFactsByPath();
  const visibleGlobal = canViewGlobal
    ? GLOBAL_NAV.filter((path) => isAllowed(auth, factsOf(path).requires))
    : [];
  const apiExplorer = factsOf('/api-explorer');

  return (
    <nav id={id} className={open ? 'sidebar is-open' : 'sidebar'} aria-label="Main">
      <div className="sidebar__top">
        <p className="sidebar__brand">Admin Portal</p>
        {open ? (
          <button
            type="button"
            className="sidebar__close button button--ghost button--sm"
            onClick={onClose}
          >
            Close menu
          </button>
        ) : null}
      </div>
      <ul className="sidebar__list">
        <li>
          <Link to="/" activeOptions={{ exact: true }} {...linkProps}>
            Dashboard
          </Link>
        </li>
        {visibleGlobal.length > 0 ? (
          <li className="sidebar__group">
            <span className="sidebar__group-label" id={globalLabel}>
              Global
            </span>
            <ul className="sidebar__list sidebar__list--nested" aria-labelledby={globalLabel}>
              {visibleGlobal.map((path) => (
                <NavLink key={path} to={path} label={factsOf(path).title} />
              ))}
            </ul>
          </li>
        ) : null}
        {auth.isAuthenticated ? (
          <li className="sidebar__group">
            <span className="sidebar__group-label" id={organizationLabel}>
              Organization
            </span>
            <div className="sidebar__group-body" role="group" aria-labelledby={organizationLabel}>
              <Suspense
                fallback={
                  <p className="org-picker__status" role="status">
                    Loading organizations...
                  </p>
                }
              >
                <OrganizationNav />
              </Suspense>
            </div>
          </li>
        ) : null}
        {isAllowed(auth, apiExplorer.requires) ? (
          <NavLink to="/api-explorer" label={apiExplorer.title} />
        ) : null}
      </ul>
      <p className="sidebar__version">{VERSION_LABEL}</p>
    </nav>
  );
}
