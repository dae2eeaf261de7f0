// The onboardings of one organization, or of every organization (issue #23): status chips,
// Table/Cards/Timeline, row dialogs, the administrator actions and the onboarding writes.
// Shared by /global/onboardings and /organization/onboardings.
import { useLocation } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Onboarding } from '@shared/schemas';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LiveStatus } from '../../components/live-status';
import { DataTable } from '../../components/data-table/data-table';
import { useToast } from '../../components/toast';
import { downloadCsv } from '../../lib/csv';
import { formatCount, formatQuantity } from '../../lib/format';
import { usePolicy } from '../../entities/permission/permissions';
import { useUpdateSearch } from '../../lib/use-update-search';
import { OnboardingActions, type OnboardingActionHandlers } from './onboarding-actions';
import { OnboardingAnalyticsDialog } from './onboarding-analytics-dialog';
import { OnboardingCard } from './onboarding-card';
import { ONBOARDING_DEFAULT_HIDDEN, onboardingColumns } from './onboarding-columns';
import { onboardingsCsv, onboardingsCsvFileName } from './onboarding-csv';
import { OnboardingDetailsDialog } from './onboarding-details-dialog';
import { OnboardingJsonDialog } from './onboarding-json-dialog';
import { OnboardingPipelineDialog } from './onboarding-pipeline-dialog';
import {
  ONBOARDING_STATUS_FILTERS,
  parseStatusFilter,
  type OnboardingStatusFilter,
} from './onboarding-status';
import { NO_PIPELINE_MESSAGE, loadOnboardingsFailure } from './onboarding-messages';
import { StatusFilterBar } from '../../components/status-filter-bar';
import { statusChips } from '../../lib/status-set';
import { OnboardingTimelineView } from './onboarding-timeline-view';
import { useSelectionActive, useSelectionStore } from '../../components/data-table/use-selection';
import { isMissingEndpoint } from '../../lib/api-client';
import { idsLeftSelected, type BulkSummary } from '../../lib/bulk/run-bulk';
import { CreateOnboardingDialog } from './create-onboarding-dialog';
import { useRequestedDialog } from '../../lib/requested-dialog';
import { EditOnboardingDialog } from './edit-onboarding-dialog';
import {
  ONBOARDING_WRITES_UNAVAILABLE,
  OnboardingsBulkDialog,
  type OnboardingsBulkAction,
} from './onboardings-bulk-dialog';
import { useLiveOnboardings } from './use-live-onboardings';
import { useOnboardingSource } from './use-onboarding-source';

type DialogState =
  | { kind: 'details' | 'json' | 'edit'; onboarding: Onboarding }
  | { kind: 'pipeline'; pipelineId: string }
  | { kind: 'analytics' | 'create' }
  | { kind: 'bulk'; action: OnboardingsBulkAction; onboardings: Onboarding[] }
  | null;

export const ALL_ONBOARDINGS_NOT_OFFERED =
  'This backend does not list onboardings across organizations.';

/** How the list across organizations names itself. */
export const ALL_ORGANIZATIONS = 'All organizations';

export interface OnboardingsViewProps {
  /** Null: every organization's onboardings (the backend filters by status and pages). */
  organization: { id: string; name: string } | null;
  /** The screen's heading; the global page passes an h2 under its own h1. */
  title: string;
  headingLevel?: 1 | 2;
}

export function OnboardingsView({ organization, title, headingLevel = 1 }: OnboardingsViewProps) {
  const isAdministrator = usePolicy('canSeeAdministratorActions');
  // The write actions are onboarding:write's (DESIGN resolution 16: Administrator and Manager;
  // this view only shows organizations the user reaches). A backend that answers a write
  // 404/405/501 does not offer them: they are disabled from then on (resolution 4).
  const [writesOffered, setWritesOffered] = useState(true);
  const canManage = usePolicy('canManageOnboarding') && writesOffered;
  const toast = useToast();
  const updateSearch = useUpdateSearch();
  const selection = useSelectionStore();
  // Both onboardings routes hold `status` (typed from their schemas): read it from the location.
  const status = parseStatusFilter(useLocation({ select: (location) => location.search.status }));
  const stream = useLiveOnboardings();
  const source = useOnboardingSource(organization?.id ?? null, status, stream);
  const listName = organization?.name ?? ALL_ORGANIZATIONS;
  const [dialog, setDialog] = useState<DialogState>(null);
  // The onboarding created last (issue #34 item 5): its row is marked until the next one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const onUnsupported = (error: unknown) => {
    if (!isMissingEndpoint(error)) return false;
    setWritesOffered(false);
    toast.info(ONBOARDING_WRITES_UNAVAILABLE);
    return true;
  };
  // Once per run: what did not succeed stays selected; the list is read again once.
  const bulkFinished = (summary: BulkSummary) => {
    selection.replace(idsLeftSelected(summary));
    if (summary.unsupported) setWritesOffered(false);
    source.invalidate();
  };

  const all = source.loaded;
  const { shown, counts } = source;
  const bulkActive = useSelectionActive(selection);
  const openBulk = (action: OnboardingsBulkAction) => {
    const ids = selection.selected();
    setDialog({ kind: 'bulk', action, onboardings: (all ?? []).filter((o) => ids.has(o.id)) });
  };

  // A refresh replaces the list; an open dialog follows its onboarding by id (or keeps the
  // last copy if it vanished) so refreshing never closes what the user is reading.
  const byId = useMemo(() => new Map((all ?? []).map((o) => [o.id, o])), [all]);
  const current =
    dialog && 'onboarding' in dialog ? (byId.get(dialog.onboarding.id) ?? dialog.onboarding) : null;

  const setStatus = (next: OnboardingStatusFilter) => {
    updateSearch((previous) => {
      const { status: _old, ...rest } = previous;
      return next === 'all' ? rest : { ...rest, status: next };
    });
  };

  const handlers: OnboardingActionHandlers = {
    onDetails: (onboarding) => setDialog({ kind: 'details', onboarding }),
    onJson: (onboarding) => setDialog({ kind: 'json', onboarding }),
    onEdit: canManage ? (onboarding) => setDialog({ kind: 'edit', onboarding }) : undefined,
    onPipeline: (onboarding) => {
      if (!onboarding.pipelineId) {
        toast.error(NO_PIPELINE_MESSAGE);
        return;
      }
      setDialog({ kind: 'pipeline', pipelineId: onboarding.pipelineId });
    },
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const renderActions = (onboarding: Onboarding) => (
    <OnboardingActions onboarding={onboarding} handlers={handlersRef.current} />
  );
  // Stable across renders: the handlers are read through the ref.
  const columns = useMemo(() => onboardingColumns(renderActions), []);
  // Across organizations each row says whose it is.
  const hidden = organization
    ? ONBOARDING_DEFAULT_HIDDEN
    : ONBOARDING_DEFAULT_HIDDEN.filter((id) => id !== 'organizationName');

  const exportReport = () => {
    const rows = shown ?? [];
    const file = downloadCsv(onboardingsCsvFileName(listName, status), onboardingsCsv(rows));
    toast.success(
      `Exported ${formatQuantity(rows.length, 'onboarding', 'onboardings')} to ${file}`,
    );
  };

  const error = source.error && source.error !== dismissedError ? source.error : null;
  const Heading = `h${headingLevel}` as const;
  const close = () => setDialog(null);
  // The organization an onboarding belongs to: the row's own across organizations.
  const ownerOf = (onboarding: Onboarding) =>
    organization?.id ??
    (typeof onboarding.organizationId === 'string' ? onboarding.organizationId : '');

  // The command palette's "Create onboarding" lands here with a request to open the dialog.
  useRequestedDialog(
    'create-onboarding',
    () => setDialog({ kind: 'create' }),
    canManage && !!organization,
  );

  if (source.notOffered)
    return (
      <EmptyState
        title="Select an organization"
        message={`Choose an organization from the list to see its onboardings. ${ALL_ONBOARDINGS_NOT_OFFERED}`}
      />
    );

  return (
    // Not a named region: the table inside already is one, under the same name.
    <section className="onb-view">
      <header className="onb-view__header">
        <Heading className="onb-view__title">{title}</Heading>
        {isAdministrator || canManage ? (
          <div
            className="onb-view__admin"
            role="group"
            aria-label={isAdministrator ? 'Administrator actions' : 'Onboarding actions'}
          >
            {canManage && organization ? (
              <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                Create Onboarding
              </Button>
            ) : null}
            {isAdministrator ? (
              <>
                <Button onClick={exportReport} disabled={!shown}>
                  Export Report
                </Button>
                <Button onClick={() => setDialog({ kind: 'analytics' })} disabled={!all}>
                  View Analytics
                </Button>
              </>
            ) : null}
            {canManage ? (
              <Button
                aria-pressed={bulkActive}
                onClick={() => selection.setActive(!selection.active)}
              >
                Bulk Actions
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      <LiveStatus
        state={stream}
        polling="Updated every 5 seconds while an onboarding shown can still move"
      />
      <StatusFilterBar
        filters={statusChips(ONBOARDING_STATUS_FILTERS, counts, status)}
        value={status}
        counts={counts}
        onChange={setStatus}
      />

      <DataTable
        data={shown}
        columns={columns}
        getRowId={(onboarding: Onboarding) => onboarding.id}
        highlightRowId={createdId}
        ariaLabel={`${listName} onboardings`}
        filterPlaceholder="Filter onboardings..."
        count={source.total}
        countLabel={(source.total ?? shown?.length) === 1 ? 'onboarding' : 'onboardings'}
        isLoading={source.isPending}
        error={error ? loadOnboardingsFailure(listName, error) : null}
        onDismissError={() => setDismissedError(source.error)}
        onRefresh={() => {
          setDismissedError(null);
          source.refetch();
        }}
        refreshing={source.isFetching}
        emptyTitle={status === 'all' ? 'No onboardings found.' : 'No onboardings with this status.'}
        emptyMessage={
          status === 'all'
            ? `${organization ? organization.name : 'No organization'} has no onboardings yet.`
            : 'Choose another status or All to see more.'
        }
        renderCard={(onboarding: Onboarding) => (
          <>
            <OnboardingCard onboarding={onboarding} />
            <div className="data-table__card-actions">{renderActions(onboarding)}</div>
          </>
        )}
        extraViews={[
          {
            id: 'timeline',
            label: 'Timeline',
            render: (rows: Onboarding[]) => (
              <OnboardingTimelineView
                onboardings={rows}
                label={`${listName} onboardings, oldest first`}
                renderActions={renderActions}
              />
            ),
          },
        ]}
        defaultHidden={hidden}
        selection={
          canManage
            ? {
                store: selection,
                rowLabel: (onboarding: Onboarding) => onboarding.customerSlug || onboarding.id,
                actions: (
                  <>
                    <Button size="sm" onClick={() => openBulk('status')}>
                      Change status
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => openBulk('cancel')}>
                      Cancel selected
                    </Button>
                  </>
                ),
              }
            : undefined
        }
        csvFileName={onboardingsCsvFileName(listName, status)}
      />
      {source.more ? (
        <div className="onb-view__more">
          {source.total !== undefined ? (
            <span className="onb-muted">
              {formatCount(all?.length ?? 0)} of {formatCount(source.total)} loaded
            </span>
          ) : null}
          <Button onClick={source.more.load} busy={source.more.loading}>
            Load more onboardings
          </Button>
        </div>
      ) : null}

      <OnboardingDetailsDialog
        onboarding={dialog?.kind === 'details' ? current : null}
        organizationName={organization?.name ?? ''}
        onEdit={handlers.onEdit}
        onClose={close}
        onShowJson={(onboarding) => setDialog({ kind: 'json', onboarding })}
        onShowPipeline={handlers.onPipeline}
      />
      <OnboardingJsonDialog onboarding={dialog?.kind === 'json' ? current : null} onClose={close} />
      <OnboardingPipelineDialog
        pipelineId={dialog?.kind === 'pipeline' ? dialog.pipelineId : null}
        onClose={close}
      />
      {dialog?.kind === 'create' && organization ? (
        <CreateOnboardingDialog
          organization={organization}
          onClose={close}
          onUnsupported={onUnsupported}
          onCreated={(onboarding, open) => {
            setCreatedId(onboarding.id);
            if (open) setDialog({ kind: 'details', onboarding });
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' && current ? (
        <EditOnboardingDialog
          onboarding={current}
          organizationId={ownerOf(current)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'bulk' ? (
        <OnboardingsBulkDialog
          action={dialog.action}
          onboardings={dialog.onboardings}
          organizationId={organization?.id}
          onFinished={bulkFinished}
          onClose={close}
        />
      ) : null}
      <OnboardingAnalyticsDialog
        open={dialog?.kind === 'analytics'}
        onboardings={all ?? []}
        organizationName={listName}
        onClose={close}
      />
    </section>
  );
}
