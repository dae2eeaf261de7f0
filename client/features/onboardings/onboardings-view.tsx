// The onboardings of one organization: status chips, Table/Cards/Timeline, row dialogs and the
// administrator actions. Shared by /global/onboardings and /organization/onboardings.
import { useLocation } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Onboarding } from '@shared/schemas';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { useToast } from '../../components/toast';
import { downloadCsv } from '../../lib/csv';
import { formatQuantity } from '../../lib/format';
import { usePolicy } from '../../lib/permissions';
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
  countOnboardingStatuses,
  filterOnboardingsByStatus,
  ONBOARDING_STATUS_FILTERS,
  parseStatusFilter,
  type OnboardingStatusFilter,
} from './onboarding-status';
import { NO_PIPELINE_MESSAGE, loadOnboardingsFailure } from './onboarding-messages';
import { StatusFilterBar } from '../../components/status-filter-bar';
import { OnboardingTimelineView } from './onboarding-timeline-view';
import { onboardingKeys, useOnboardings } from './api/get-onboardings';
import { useSelectionActive, useSelectionStore } from '../../components/data-table/use-selection';
import { isMissingEndpoint } from '../../lib/api-client';
import { idsLeftSelected, type BulkSummary } from '../../lib/bulk/run-bulk';
import { CreateOnboardingDialog } from './create-onboarding-dialog';
import { EditOnboardingDialog } from './edit-onboarding-dialog';
import {
  ONBOARDING_WRITES_UNAVAILABLE,
  OnboardingsBulkDialog,
  type OnboardingsBulkAction,
} from './onboardings-bulk-dialog';
import { onboardingsPollInterval, useLiveOnboardings } from './use-live-onboardings';

type DialogState =
  | { kind: 'details' | 'json' | 'edit'; onboarding: Onboarding }
  | { kind: 'pipeline'; pipelineId: string }
  | { kind: 'analytics' | 'create' }
  | { kind: 'bulk'; action: OnboardingsBulkAction; onboardings: Onboarding[] }
  | null;

export interface OnboardingsViewProps {
  organization: { id: string; name: string };
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
  const queryClient = useQueryClient();
  const updateSearch = useUpdateSearch();
  const selection = useSelectionStore();
  // Both onboardings routes hold `status` (typed from their schemas): read it from the location.
  const status = parseStatusFilter(useLocation({ select: (location) => location.search.status }));
  const stream = useLiveOnboardings();
  const query = useOnboardings(organization.id, {
    refetchInterval: (onboardings) =>
      onboardingsPollInterval(stream, filterOnboardingsByStatus(onboardings ?? [], status)),
  });
  const [dialog, setDialog] = useState<DialogState>(null);
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
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.list(organization.id) });
  };

  const all = query.data;
  const bulkActive = useSelectionActive(selection);
  const openBulk = (action: OnboardingsBulkAction) => {
    const ids = selection.selected();
    setDialog({ kind: 'bulk', action, onboardings: (all ?? []).filter((o) => ids.has(o.id)) });
  };
  const counts = useMemo(() => (all ? countOnboardingStatuses(all) : null), [all]);
  const shown = useMemo(
    () => (all ? filterOnboardingsByStatus(all, status) : undefined),
    [all, status],
  );

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

  const exportReport = () => {
    const rows = shown ?? [];
    const file = downloadCsv(
      onboardingsCsvFileName(organization.name, status),
      onboardingsCsv(rows),
    );
    toast.success(
      `Exported ${formatQuantity(rows.length, 'onboarding', 'onboardings')} to ${file}`,
    );
  };

  const error = query.error && query.error !== dismissedError ? query.error : null;
  const Heading = `h${headingLevel}` as const;
  const close = () => setDialog(null);

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
            {canManage ? (
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

      <StatusFilterBar
        filters={ONBOARDING_STATUS_FILTERS}
        value={status}
        counts={counts}
        onChange={setStatus}
      />

      <DataTable
        data={shown}
        columns={columns}
        getRowId={(onboarding: Onboarding) => onboarding.id}
        ariaLabel={`${organization.name} onboardings`}
        countLabel={shown?.length === 1 ? 'onboarding' : 'onboardings'}
        isLoading={query.isPending}
        error={error ? loadOnboardingsFailure(organization.name, error) : null}
        onDismissError={() => setDismissedError(query.error)}
        onRefresh={() => {
          setDismissedError(null);
          void query.refetch();
        }}
        refreshing={query.isFetching}
        emptyTitle={status === 'all' ? 'No onboardings found.' : 'No onboardings with this status.'}
        emptyMessage={
          status === 'all'
            ? `${organization.name} has no onboardings yet.`
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
                label={`${organization.name} onboardings, oldest first`}
                renderActions={renderActions}
              />
            ),
          },
        ]}
        defaultHidden={ONBOARDING_DEFAULT_HIDDEN}
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
        csvFileName={onboardingsCsvFileName(organization.name, status)}
      />

      <OnboardingDetailsDialog
        onboarding={dialog?.kind === 'details' ? current : null}
        organizationName={organization.name}
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
      {dialog?.kind === 'create' ? (
        <CreateOnboardingDialog
          organization={organization}
          onClose={close}
          onUnsupported={onUnsupported}
        />
      ) : null}
      {dialog?.kind === 'edit' && current ? (
        <EditOnboardingDialog
          onboarding={current}
          organizationId={organization.id}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'bulk' ? (
        <OnboardingsBulkDialog
          action={dialog.action}
          onboardings={dialog.onboardings}
          organizationId={organization.id}
          onFinished={bulkFinished}
          onClose={close}
        />
      ) : null}
      <OnboardingAnalyticsDialog
        open={dialog?.kind === 'analytics'}
        onboardings={all ?? []}
        organizationName={organization.name}
        onClose={close}
      />
    </section>
  );
}
