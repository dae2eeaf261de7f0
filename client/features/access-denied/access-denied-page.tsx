// Where a signed-in user lands without the permission a page needs (SPEC §2), with a debug
// view of what their roles grant.
import { Link } from '@tanstack/react-router';
import { PERMISSIONS, POLICY_NAMES, hasPolicy, permissionsFor } from '@shared/permissions';
import { useAuth } from '../../lib/auth/hooks';

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
  return (
    <section className="page page--message access-denied">
      <LockIcon />
      <h1>Access Denied</h1>
      <p>You do not have permission to access this resource.</p>
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
