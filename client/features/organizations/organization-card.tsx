// The Cards view of one organization: the table's facts and the same actions.
import type { Organization } from '@shared/schemas';
import { buttonClass } from '../../components/button';
import { StatusChip } from '../../components/status-chip';
import { formatCount, formatDay, shortId } from '../../lib/format';
import { OrganizationActions, type OrganizationActionHandlers } from './organization-actions';

export interface OrganizationCardProps {
  organization: Organization;
  onManaged: () => void;
  actions: OrganizationActionHandlers;
}

export function OrganizationCard({ organization, onManaged, actions }: OrganizationCardProps) {
  return (
    <div className="organizations-card">
      <div className="organizations-card__header">
        <div className="organizations-name">
          <h2 className="organizations-name__title">{organization.name}</h2>
          <span className="organizations-mono organizations-muted" title={organization.id}>
            {shortId(organization.id)}
          </span>
        </div>
        <StatusChip status={organization.status} domain="organization" fallback="active" />
      </div>
      <dl className="organizations-card__facts">
        <div>
          <dt>Created</dt>
          <dd>{formatDay(organization.createdDate)}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{formatCount(organization.userCount ?? 0)}</dd>
        </div>
        <div>
          <dt>Managed Orgs</dt>
          <dd>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`View managed organizations of ${organization.name}`}
              onClick={onManaged}
            >
              View
            </button>
          </dd>
        </div>
      </dl>
      <div className="data-table__card-actions">
        <OrganizationActions organization={organization} {...actions} />
      </div>
    </div>
  );
}
