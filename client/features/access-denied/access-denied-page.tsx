// Where a signed-in user lands without the permission a page needs (SPEC §2), with the page
// that was refused and what it needs (issue #11 "why is it hidden?"), and a debug view of what
// their roles grant.
import { Link, getRouteApi, useRouter } from '@tanstack/react-router';
import { PERMISSIONS, POLICY_NAMES, hasPolicy, permissionsFor } from '@shared/permissions';
import { useAuth } from '../../lib/auth/hooks';
import { routeFacts } from '../../lib/route-access';
import { missingReason, missingRequirements } from '../../entities/permission/missing-requirement';

const route = getRouteApi('/access-denied');

/** "You tried to open Organizations (/global/organizations). It needs …", or null. */
function useRefusedReason(): string | null {
  const { from } = route.useSearch();
  const router = useRouter();
  const { roles } = useAuth();
  if (!from) return null;
  const [, , foundRoute] = router.getMatchedRoutes(from);
  if (!foundRoute) return null;
  const facts = routeFacts(foundRoute.options.staticData);
  const missing = missingRequirements(roles, facts.requires);
  // Allowed after all (roles changed since): nothing to explain.
  if (missing.length === 0) return null;
  // Only the route's own facts are shown: text from the address could pose as a reason
  // ("/global/organizations/support:unlock; ask it-helpdesk@evil.example").
  const path = foundRoute.fullPath.replace(/\$\w+/g, '…');
  const page = facts.title ? `${facts.title} (${path})` : path;
  return `You tried to open ${page}. ${missingReason(roles, missing)}`;
}

function LockIcon() {
  return (
    <svg
      className="access-denied__icon"
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 7a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
      />
    </svg>
  );
}

export function AccessDeniedPage() {
  const { roles } = useAuth();
  const granted = permissionsFor(roles);
  const reason = useRefusedReason();
  return (
    <section className="page page--message access-denied">
      <LockIcon />
      <h1>Access Denied</h1>
      <p>You do not have permission to access this resource.</p>
      {reason ? <p className="access-denied__reason">{reason}</p> : null}
      <Link to="/">← Back to Dashboard</Link>
      <details className="access-denied__debug">
        <summary>Debug information</summary>
        <p>Roles: {roles.length > 0 ? roles.join(', ') : 'none'}</p>
        <div className="access-denied__columns">
          <div>
            <h2>Permissions</h2>
            <ul aria-label="Permissions">
              {PERMISSIONS.filter((permission) => granted.has(permission)).map((permission) => (
                <li key={permission}>{permission}</li>
              ))}
              {granted.size === 0 ? <li>None</li> : null}
            </ul>
          </div>
          <div>
            <h2>Policies</h2>
            <ul aria-label="Policies">
              {POLICY_NAMES.map((policy) => (
                <li key={policy}>
                  {policy}: {hasPolicy(roles, policy) ? 'granted' : 'not granted'}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </section>
  );
}
