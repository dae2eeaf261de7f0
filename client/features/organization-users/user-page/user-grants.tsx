// "What they can do" (issue #32 item 1): the permissions and SPEC §6 policies their roles grant,
// each with the roles it comes from, here and in the organizations they reach as a Manager.
import { grantsOf } from '@shared/people';
import { POLICY_NAMES, hasPolicy, isAdministrator } from '@shared/permissions';
import { formatQuantity } from '../../../lib/format';

export interface UserGrantsProps {
  roles: readonly string[];
  /** A suspended person can do none of it until reactivated. */
  suspended: boolean;
  organizationName: string;
  /** How many organizations the user's organization manages, when known. */
  managedCount: number | undefined;
}

function reachSentence({ roles, organizationName, managedCount }: UserGrantsProps): string {
  if (isAdministrator(roles)) return 'As an Administrator they reach every organization.';
  if (!roles.includes('Manager')) return `They reach ${organizationName} only.`;
  const managed =
    managedCount === undefined
      ? 'the organizations it manages'
      : formatQuantity(managedCount, 'organization it manages', 'organizations it manages');
  return `As a Manager they reach ${organizationName} and ${managed}, with the same rights.`;
}

export function UserGrants(props: UserGrantsProps) {
  const grants = grantsOf(props.roles);
  const policies = POLICY_NAMES.filter((policy) => hasPolicy(props.roles, policy));
  return (
    <section className="user-page__panel" aria-labelledby="user-grants-heading">
      <h2 id="user-grants-heading" className="user-page__heading">
        What they can do
      </h2>
      {props.suspended ? (
        <p className="user-page__notice">
          Suspended: they can do none of this until an administrator reactivates them.
        </p>
      ) : null}
      <p>{reachSentence(props)}</p>
      {grants.length === 0 ? (
        <p className="user-page__muted">
          Their roles grant nothing: they can sign in and see no data.
        </p>
      ) : (
        <>
          <h3 className="user-page__subheading">Permissions</h3>
          <ul className="user-page__grants">
            {grants.map(({ permission, from }) => (
              <li key={permission}>
                <code>{permission}</code>
                <span className="user-page__muted"> from {from.join(', ')}</span>
              </li>
            ))}
          </ul>
          <h3 className="user-page__subheading">Policies</h3>
          <p className="user-page__policies">
            {policies.length > 0 ? policies.map((p) => <code key={p}>{p}</code>) : 'None'}
          </p>
        </>
      )}
    </section>
  );
}
