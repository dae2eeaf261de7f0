// /global/onboardings (SPEC §2): organizations on the left, the chosen one's onboardings on the
// right; before one is chosen, every organization's onboardings (issue #23: "which failed,
// anywhere?"), or SPEC's "Select an organization" against a backend without that list. The
// choice is the `org` search param, so a view of one organization can be shared.
import { Link, getRouteApi } from '@tanstack/react-router';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { Loading } from '../../components/loading';
import { StatusChip } from '../../components/status-chip';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useOrganizationsQuery } from '../../entities/organization/get-organizations';
import { ALL_ORGANIZATIONS, OnboardingsView } from './onboardings-view';

const globalOnboardingsRoute = getRouteApi('/global/onboardings');

/**
 * Organization links drawn at once; the filter reaches every organization. At 10,000 the whole
 * list was 40,000 elements and took the screen 2.6 s to open, against 0.8 s for its table.
 */
const ORGANIZATION_LINKS_SHOWN = 100;

export function GlobalOnboardingsPage() {
  const { org } = globalOnboardingsRoute.useSearch();
  const organizations = useOrganizationsQuery();
  const selected = useMemo(
    () => (org ? (organizations.data?.find((o) => o.id === org) ?? null) : null),
    [org, organizations.data],
  );

  return (
    <div className="onb-page onb-page--global">
      <h1 className="onb-page__title">Onboardings</h1>
      <div className="onb-global">
        <OrganizationList
          organizations={organizations.data}
          loading={organizations.isPending}
          refreshing={organizations.isFetching}
          error={organizations.error}
          onRefresh={() => void organizations.refetch()}
          selectedId={org ?? null}
        />
        <div className="onb-global__main">
          {!org ? (
            <OnboardingsView
              key="all"
              organization={null}
              title={`${ALL_ORGANIZATIONS}: Onboardings`}
              headingLevel={2}
            />
          ) : organizations.isPending ? (
            <Loading label="Loading organizations..." />
          ) : (
            <OnboardingsView
              // A new organization starts with fresh dialog state.
              key={org}
              organization={{ id: org, name: selected?.name ?? org }}
              title={`${selected?.name ?? org} Onboardings`}
              headingLevel={2}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function OrganizationList({
  organizations,
  loading,
  refreshing,
  error,
  onRefresh,
  selectedId,
}: {
  organizations: Organization[] | undefined;
  loading: boolean;
  refreshing: boolean;
  error: Error | null;
  onRefresh: () => void;
  selectedId: string | null;
}) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matching = (organizations ?? []).filter(
    (o) => !needle || o.name.toLowerCase().includes(needle) || o.id.toLowerCase().includes(needle),
  );
  const shown = matching.slice(0, ORGANIZATION_LINKS_SHOWN);
  // The chosen organization stays in the list, wherever it falls.
  const chosen = matching.find((o) => o.id === selectedId);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);

  return (
    <nav className="onb-orgs" aria-labelledby={headingId}>
      <div className="onb-orgs__head">
        <h2 id={headingId} className="onb-orgs__title">
          Organizations
        </h2>
        <Button size="sm" onClick={onRefresh} busy={refreshing && !loading}>
          Refresh
        </Button>
      </div>
      <label htmlFor={filterId} className="visually-hidden">
        Filter organizations
      </label>
      <input
        id={filterId}
        type="search"
        className="onb-orgs__filter"
        placeholder="Filter organizations"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {error ? (
        <ErrorBanner
          message={errorText(error, 'Failed to load organizations')}
          onRetry={onRefresh}
        />
      ) : null}
      {loading ? (
        // Holds the list's place (stacked above the table, it is 220 px): the table below does
        // not move down when the organizations arrive.
        <div className="onb-orgs__loading">
          <Loading label="Loading organizations..." />
        </div>
      ) : organizations && organizations.length === 0 ? (
        <p className="onb-muted">No organizations found.</p>
      ) : shown.length === 0 && organizations ? (
        <p className="onb-muted">No organization matches "{filter.trim()}".</p>
      ) : (
        <ul className="onb-orgs__list">
          <li>
            <OrganizationChoice id={undefined} current={selectedId === null}>
              <span className="onb-orgs__name">{ALL_ORGANIZATIONS}</span>
            </OrganizationChoice>
          </li>
          {shown.map((organization) => (
            <li key={organization.id}>
              <OrganizationChoice id={organization.id} current={organization.id === selectedId}>
                <span className="onb-orgs__name">{organization.name}</span>
                <StatusChip status={organization.status} domain="organization" fallback="active" />
              </OrganizationChoice>
            </li>
          ))}
        </ul>
      )}
      {/* Its line is there from the start, empty while every organization is shown. */}
      <p className="onb-muted onb-orgs__more" role="status">
        {matching.length > shown.length
          ? `${formatCount(shown.length)} of ${formatCount(matching.length)} shown: type to narrow.`
          : null}
      </p>
    </nav>
  );
}

/** A link of the list: `id` is the organization shown (undefined: all of them). */
function OrganizationChoice({
  id,
  current,
  children,
}: {
  id: string | undefined;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to="."
      search={(previous: Record<string, unknown>) => ({ ...previous, org: id, q: undefined })}
      className={current ? 'onb-orgs__item onb-orgs__item--current' : 'onb-orgs__item'}
    >
      {children}
    </Link>
  );
}
