// "History": opens the Activity list filtered to one object (an organization, its settings,
// a user). Shown only to who may read the activity record, and only when the backend offers
// it (DESIGN.md resolution 10: a 404/405/501 hides every History link).
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useActivityOffered } from './audit-events';
import { useAuth } from '../../lib/auth/hooks';
import { selectedOrganizationIdAtom } from '../../lib/selected-organization-atom';
import { canReadActivityOf } from './activity-access';
import { usePermission, usePolicy } from '../permission/permissions';

export interface HistoryLinkProps {
  targetId: string;
  /** Shown in the list's count line ("… for Acme Corporation"). */
  targetName?: string;
  /** Prefer the global list (an organization seen from the global list). */
  global?: boolean;
  /** The organization whose list to open, when not the selected one. */
  organizationId?: string;
  /** Narrow to one action group, such as settings. */
  group?: 'settings' | 'users' | 'organizations';
  className?: string;
}

export function HistoryLink({
  targetId,
  targetName,
  global = false,
  organizationId,
  group,
  className,
}: HistoryLinkProps) {
  const canRead = usePermission('audit:read');
  // The global list's requirement is canViewGlobal + audit:read (its route's facts); the link
  // also shows inside dialogs rendered without a router, so it asks the policy directly.
  const canUseGlobal = usePolicy('canViewGlobal') && canRead;
  const offered = useActivityOffered(canRead);
  const auth = useAuth();
  const selectedId = useAtomValue(selectedOrganizationIdAtom);
  const openGlobal = global && canUseGlobal;
  // The organization list opens for the named organization, else the selected one (else the
  // user's own, as the context selects it): a Manager reads only their own (resolution 9).
  const listOrganization = organizationId ?? selectedId ?? auth.user?.organizationId;
  if (!canRead || offered === false) return null;
  if (!openGlobal && !canReadActivityOf(auth, listOrganization)) return null;
  const classes = className ? `history-link ${className}` : 'history-link';
  // Until the backend says whether it keeps the record, hold the link's place unseen: the
  // page below would otherwise jump down when the link appears.
  if (offered !== true) {
    return (
      <span className={`${classes} history-link--pending`} aria-hidden="true">
        History
      </span>
    );
  }
  const search = {
    target: targetId,
    ...(targetName ? { targetName } : {}),
    ...(group ? { group } : {}),
  };
  const label = targetName ? `History of ${targetName}` : 'History';
  if (openGlobal) {
    return (
      <Link to="/global/activity" search={search} className={classes} aria-label={label}>
        History
      </Link>
    );
  }
  return (
    <Link
      to="/organization/activity"
      search={organizationId ? { ...search, org: organizationId } : search}
      className={classes}
      aria-label={label}
    >
      History
    </Link>
  );
}
