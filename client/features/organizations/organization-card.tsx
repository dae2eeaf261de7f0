// The Cards view of one organization: the table's facts (the DataTable adds the actions).
import type { Organization } from '../../../shared/schemas';
import { buttonClass } from '../../components/button';
import { StatusChip } from '../../components/status-chip';
import { formatDate, shortId } from '../../lib/format';

export interface OrganizationCardProps {
  organization: Organization;
  onManaged: () => void;
}

export function OrganizationCard({ organization, onManaged }: OrganizationCardProps) {
  return (
    <div className="organizations-card">
      <div className="organizations-card__header">
        <div className="organizations-name">
          <h3 className="organizations-name__title">{organization.name}</h3>
          <span className="organizations-mono organizations-muted" title={organization.id}>
            {shortId(organization.id)}
          </span>
        </div>
        <StatusChip status={organization.status} domain="organization" fallback="active" />
      </div>
      <dl className="organizations-card__facts">
        <div>
          <dt>Created</dt>
          <dd>{formatDate(organization.createdDate)}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{organization.userCount ?? 0}</dd>
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
    </div>
  );
}
