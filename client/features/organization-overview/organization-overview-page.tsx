// /organization/overview (DESIGN.md resolution 6): the selected organization — name, id,
// status, domains, user count, managed count — and links to its users, onboardings, settings.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { EditOrganizationDialog } from '../../entities/organization/edit-organization-dialog';
import { NoOrganizationSelected } from '../../entities/organization/no-organization-selected';
import { ErrorBanner } from '../../components/error-banner';
import { HistoryLink } from '../../entities/activity/history-link';
import { Loading } from '../../components/loading';
import { StatusChip } from '../../components/status-chip';
import { formatCount, formatDate, formatQuantity } from '../../lib/format';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { useManagedOrganizationsQuery } from '../../entities/organization/get-managed-organizations';
import { useOrganizationQuery } from '../../entities/organization/get-organization';
import { useCanAccess, usePolicy } from '../../entities/permission/permissions';
import { MembersActivityChart } from './members-activity-chart';
import { SettingsOverridesFact } from './settings-overrides';

export function OrganizationOverviewPage() {
  const context = useOrganizationContext();

  if (context.loading && !context.selectedOrganization) {
    return <Loading label="Loading organizations..." />;
  }
  if (!context.selectedOrganization) {
    return (
      <div className="organization-overview">
        {context.error ? (
          <ErrorBanner
            title="Error loading organizations"
            message={context.error}
            onRetry={context.reload}
          />
        ) : null}
        {/* The page keeps its level-one heading when there is nothing to show (axe). */}
        <h1 className="organization-overview__title">Organization Overview</h1>
        <NoOrganizationSelected message="Choose an organization in the sidebar to see its overview." />
      </div>
    );
  }
  return (
    <OrganizationOverview
      key={context.selectedOrganization.id}
      selected={context.selectedOrganization}
    />
  );
}

function OrganizationOverview({ selected }: { selected: Partial<Organization> & { id: string } }) {
  const query = useOrganizationQuery(selected.id);
  const organization: Partial<Organization> & { id: string } = query.data ?? selected;
  // The organization DTO may carry its relations; otherwise ask for them.
  const managed = useManagedOrganizationsQuery(
    query.data && query.data.managedOrganizations === undefined ? selected.id : null,
  );
  const managedCount = organization.managedOrganizations?.length ?? managed.data?.length;
  const canSeeUsers = useCanAccess('/organization/users');
  const canSeeOnboardings = useCanAccess('/organization/onboardings');
  const domains = organization.domains ?? [];
  // Issue #23: organizations:write on one's own and managed organizations (the selected one is
  // always one of them): rename, status and domains through the shared Edit Organization.
  const canEdit = usePolicy('canEditOrganization');
  const [editing, setEditing] = useState(false);

  return (
    <div className="organization-overview">
      <header className="organization-overview__header">
        <div>
          <p className="organization-overview__eyebrow">Organization Overview</p>
          <h1 className="organization-overview__title">{organization.name ?? organization.id}</h1>
        </div>
        <StatusChip status={organization.status} domain="organization" fallback="active" />
        <HistoryLink
          targetId={organization.id}
          targetName={organization.name ?? organization.id}
          organizationId={organization.id}
        />
        {canEdit && query.data ? (
          <Button size="sm" onClick={() => setEditing(true)}>
            Edit Organization
          </Button>
        ) : null}
      </header>
      <EditOrganizationDialog
        organization={editing && query.data ? query.data : null}
        onClose={() => setEditing(false)}
      />

      {query.isError ? (
        <ErrorBanner
          message={`Failed to load organization: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isPending ? <Loading inline label="Loading organization..." /> : null}

      <section className="organization-overview__panel" aria-labelledby="overview-details">
        <h2 id="overview-details" className="organization-overview__heading">
          Details
        </h2>
        <dl className="organization-overview__facts">
          <div>
            <dt>ID</dt>
            <dd className="organization-overview__mono">{organization.id}</dd>
          </div>
          {organization.slug ? (
            <div>
              <dt>Slug</dt>
              <dd className="organization-overview__mono">{organization.slug}</dd>
            </div>
          ) : null}
          <div>
            <dt>Created</dt>
            <dd>{formatDate(organization.createdDate)}</dd>
          </div>
          <div>
            <dt>Users</dt>
            <dd>{query.data ? formatCount(organization.userCount ?? 0) : '…'}</dd>
          </div>
          <div>
            <dt>Managed Organizations</dt>
            <dd>
              {managedCount !== undefined
                ? formatCount(managedCount)
                : managed.isError
                  ? 'Unavailable'
                  : '…'}
            </dd>
          </div>
          <SettingsOverridesFact organizationId={organization.id} />
          {organization.description ? (
            <div className="organization-overview__wide">
              <dt>Description</dt>
              <dd>{organization.description}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <MembersActivityChart organizationId={organization.id} />

      <section className="organization-overview__panel" aria-labelledby="overview-domains">
        <h2 id="overview-domains" className="organization-overview__heading">
          Domains
        </h2>
        {domains.length === 0 ? (
          <p className="organization-overview__muted">No domains.</p>
        ) : (
          <ul className="organization-overview__domains">
            {domains.map((domain) => (
              <li key={domain} className="organization-overview__mono">
                {domain}
              </li>
            ))}
          </ul>
        )}
      </section>

      <nav className="organization-overview__links" aria-label="Organization pages">
        {canSeeUsers ? (
          <Link to="/organization/users" className="organization-overview__link">
            <span className="organization-overview__link-title">Users</span>
            <span className="organization-overview__link-text">
              {query.data
                ? formatQuantity(organization.userCount ?? 0, 'user', 'users')
                : 'People in this organization'}
            </span>
          </Link>
        ) : null}
        {canSeeOnboardings ? (
          <Link to="/organization/onboardings" className="organization-overview__link">
            <span className="organization-overview__link-title">Onboardings</span>
            <span className="organization-overview__link-text">Onboarding progress and steps</span>
          </Link>
        ) : null}
        <Link to="/organization/settings" className="organization-overview__link">
          <span className="organization-overview__link-title">Settings</span>
          <span className="organization-overview__link-text">
            Notifications, security, integrations, branding
          </span>
        </Link>
        <Link to="/organization/managed" className="organization-overview__link">
          <span className="organization-overview__link-title">Managed Organizations</span>
          <span className="organization-overview__link-text">
            {managedCount === undefined
              ? 'Organizations this one manages'
              : formatQuantity(managedCount, 'managed organization', 'managed organizations')}
          </span>
        </Link>
      </nav>
    </div>
  );
}
