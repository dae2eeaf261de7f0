// /global/activity and /organization/activity: who changed what, when. The list of
// GET /api/v1/audit-events on the DataTable, newest first, loaded a page at a time with the
// cursor; filters and the open event in the URL; CSV of everything matching; a backend that
// does not offer the record (404/405/501) is told apart from a failure.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AuditEvent, AuditQuery } from '@shared/audit';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { formatCount } from '../../lib/format';
import { auditKeys, getAuditEvents, isNotOffered } from '../../entities/activity/audit-events';
import { useCanReadActivityOf } from '../../entities/activity/activity-access';
import { useOrganizationQuery } from '../../entities/organization/get-organization';
import { usePolicy } from '../../entities/permission/permissions';
import { useUpdateSearch } from '../../lib/use-update-search';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { activityColumns } from './activity-columns';
import { activityListQueryOptions } from './api/activity-list-query';
import { ActivityExport } from './activity-export';
import { ActivityFiltersForm, type ActivityFilters } from './activity-filters';
import { actionWords } from '../../entities/activity/activity-words';
import { activeFilterCount, activityQuery } from './activity-query';
import type { ActivitySearch } from './activity-search';
import { EventDetailsDialog } from './event-details-dialog';

export const NOT_OFFERED_TITLE = 'This backend does not offer an activity record.';
export const NOT_OFFERED_MESSAGE =
  'The console shows who changed what when the backend answers GET /api/v1/audit-events. Everything else keeps working.';

export type ActivityScope = 'global' | 'organization';

const globalRoute = getRouteApi('/global/activity');
const organizationRoute = getRouteApi('/organization/activity');

export function GlobalActivityPage() {
  const search = globalRoute.useSearch();
  return <ActivityScreen scope="global" organization={null} search={search} />;
}

export function OrganizationActivityPage() {
  const context = useOrganizationContext();
  const search = organizationRoute.useSearch();
  // A History link may name the organization (settings of another one); else the selected one.
  const id = search.org ?? context.selectedOrganization?.id;
  const known =
    context.organizations.find((o) => o.id === id) ??
    (context.selectedOrganization?.id === id ? context.selectedOrganization : undefined);
  const readable = useCanReadActivityOf(id);
  // An organization outside the context (an Administrator's History link from the global list):
  // its name is read, so the heading never shows a bare id.
  const fetched = useOrganizationQuery(known ? null : id);
  const name = known?.name ?? fetched.data?.name ?? id;
  // The selected organization shows at once, even while the list loads; another one waits for
  // the list, which names it.
  if (context.loading && !known) return <Loading label="Loading organizations..." />;
  if (!id) {
    return (
      <div className="act-page">
        <h1 className="act-page__title">Activity</h1>
        <EmptyState
          title="There is no organization to show activity for."
          message="Select an organization in the sidebar to see its activity."
        />
      </div>
    );
  }
  // A Manager reads their own organization's record only (resolution 9): say so rather than
  // ask for a list the backend is sure to refuse (issue #23).
  if (!readable) {
    return (
      <div className="act-page">
        <h1 className="act-page__title">{name} Activity</h1>
        <EmptyState
          title="This organization's activity is not open to you."
          message="Managers read the activity of their own organization; an Administrator reads every organization's."
        />
      </div>
    );
  }
  return (
    <ActivityScreen scope="organization" organization={{ id, name: name ?? id }} search={search} />
  );
}

function ActivityScreen({
  scope,
  organization,
  search,
}: {
  scope: ActivityScope;
  organization: { id: string; name: string } | null;
  search: ActivitySearch;
}) {
  // Organization targets link to the global list only for who can open it.
  const isAdministrator = usePolicy('canUseGlobalViews');
  const updateSearch = useUpdateSearch();
  // Presets are relative to when the filters were applied: the query is rebuilt only when the
  // search itself changes (its JSON), not on every render.
  const searchKey = JSON.stringify(search);
  const organizationId = organization?.id;
  const listQuery: AuditQuery = useMemo(
    () => activityQuery(JSON.parse(searchKey) as ActivitySearch, { organizationId }),
    [searchKey, organizationId],
  );

  const list = useInfiniteQuery(activityListQueryOptions(listQuery));
  const events = useMemo(() => list.data?.pages.flatMap((p) => p.items), [list.data]);
  const total = list.data?.pages[0]?.total;

  // The open event: from the loaded pages, or looked up by its time for a shared link.
  const loaded = search.event ? events?.find((e) => e.id === search.event) : undefined;
  const lookup = useQuery({
    queryKey: [...auditKeys.all, 'event', search.event, search.at, listQuery],
    queryFn: ({ signal }) =>
      getAuditEvents({ ...listQuery, until: search.at, limit: 20 }, signal).then(
        (page) => page.items.find((e) => e.id === search.event) ?? null,
      ),
    enabled: Boolean(search.event && search.at && events && !loaded),
  });
  const open = loaded ?? lookup.data ?? null;
  const missing =
    search.event && !open ? (lookup.isFetching || !events ? 'loading' : 'not-found') : null;

  const setSearch = (patch: Partial<ActivitySearch>, replace = true) => {
    updateSearch((previous) => {
      const next: Record<string, unknown> = { ...previous, ...patch };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      return next;
    }, replace);
  };
  const applyFilters = (filters: ActivityFilters) =>
    setSearch({
      actor: undefined,
      group: undefined,
      target: undefined,
      targetName: undefined,
      range: undefined,
      from: undefined,
      to: undefined,
      text: undefined,
      ...filters,
    });
  const openEvent = (event: AuditEvent) => setSearch({ event: event.id, at: event.time }, false);
  const closeEvent = () => setSearch({ event: undefined, at: undefined });
  const eventLink = (() => {
    if (!open) return '';
    const url = new URL(window.location.href);
    url.searchParams.set('event', open.id);
    url.searchParams.set('at', open.time);
    return url.toString();
  })();

  const columns = useMemo(() => activityColumns(isAdministrator), [isAdministrator]);
  const title = organization ? `${organization.name} Activity` : 'Activity';
  const filters = activeFilterCount(search);

  if (list.error && isNotOffered(list.error)) {
    return (
      <div className="act-page">
        <h1 className="act-page__title">{title}</h1>
        <EmptyState title={NOT_OFFERED_TITLE} message={NOT_OFFERED_MESSAGE} />
      </div>
    );
  }

  return (
    <div className="act-page">
      <header className="act-page__header">
        <h1 className="act-page__title">{title}</h1>
        <p className="act-muted">
          {scope === 'global'
            ? 'Who changed what, when, in every organization.'
            : 'Who changed what, when, in this organization.'}
        </p>
      </header>
      <ActivityFiltersForm
        value={{
          actor: search.actor,
          group: search.group,
          target: search.target,
          targetName: search.targetName,
          range: search.range,
          from: search.from,
          to: search.to,
          text: search.text,
        }}
        onApply={applyFilters}
      />
      <div className="act-summary">
        <p role="status" className="act-summary__count">
          {total === undefined
            ? list.isPending
              ? 'Loading activity…'
              : `${formatCount(events?.length ?? 0)} events loaded`
            : `${formatCount(total)} ${total === 1 ? 'event' : 'events'}${
                filters > 0 ? ` match ${filters === 1 ? 'the filter' : `${filters} filters`}` : ''
              }${search.targetName ? ` for ${search.targetName}` : ''}`}
        </p>
        <ActivityExport
          query={listQuery}
          fileName={`activity${organization ? `-${organization.name}` : ''}`}
        />
      </div>
      <DataTable
        data={events}
        columns={columns}
        getRowId={(event: AuditEvent) => event.id}
        ariaLabel="Activity"
        // The summary above has the backend's total; the list counts (and quick-filters) what is
        // loaded, so it does not repeat "302 events" or claim "3 of 302" for 50 rows searched.
        countLabel={events?.length === 1 ? 'event loaded' : 'events loaded'}
        isLoading={list.isPending}
        error={list.error ? `Failed to load activity: ${list.error.message}` : null}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching && !list.isFetchingNextPage}
        emptyTitle={filters > 0 ? 'No activity matches these filters.' : 'No activity yet.'}
        emptyMessage={
          filters > 0
            ? 'Clear or change the filters to see more.'
            : 'Changes appear here as they happen.'
        }
        // One Details button: with it the columns fit a 1280 px screen without scrolling sideways.
        rowActionsSize={100}
        rowActions={(event: AuditEvent) => (
          <Button
            size="sm"
            aria-label={`Details: ${actionWords(event)}`}
            onClick={() => openEvent(event)}
          >
            Details
          </Button>
        )}
        csvFileName="activity-loaded"
      />
      {list.hasNextPage ? (
        <div className="act-more">
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      <EventDetailsDialog event={open} missing={missing} link={eventLink} onClose={closeEvent} />
    </div>
  );
}
