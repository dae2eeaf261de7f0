// The onboardings of one organization: status chips, Table/Cards/Timeline, row dialogs and the
// administrator actions. Shared by /global/onboardings and /organization/onboardings.
import { useLocation } from '@tanstack/react-router';
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
import { useOnboardings } from './api/get-onboardings';
import { UnavailableButton } from '../../components/unavailable-button';

type DialogState =
  | { kind: 'details' | 'json'; onboarding: Onboarding }
  | { kind: 'pipeline'; pipelineId: string }
  | { kind: 'analytics' }
  | null;

export interface OnboardingsViewProps {
  organization: { id: string; name: string };
  /** The screen's heading; the global page passes an h2 under its own h1. */
  title: string;
  headingLevel?: 1 | 2;
}

export function OnboardingsView({ organization, title, headingLevel = 1 }: OnboardingsViewProps) {
  const isAdministrator = usePolicy('canSeeAdministratorActions');
  // The write actions are onboarding:write's (DESIGN resolution 16: Administrator and Manager),
  // shown disabled while the backend offers no onboarding writes (resolution 4).
  const canManage = usePolicy('canManageOnboarding');
  const toast = useToast();
  const updateSearch = useUpdateSearch();
  // Both onboardings routes hold `status` (typed from their schemas): read it from the location.
  const status = parseStatusFilter(useLocation({ select: (location) => location.search.status }));
  const query = useOnboardings(organization.id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);

  const all = query.data;
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
        {isAdministrator ? (
          <div className="onb-view__admin" role="group" aria-label="Administrator actions">
            {canManage ? <UnavailableButton label="Create Onboarding" /> : null}
            <Button onClick={exportReport} disabled={!shown}>
              Export Report
            </Button>
            <Button onClick={() => setDialog({ kind: 'analytics' })} disabled={!all}>
              View Analytics
            </Button>
            {canManage ? <UnavailableButton label="Bulk Actions" /> : null}
          </div>
        ) : canManage ? (
          <div className="onb-view__admin" role="group" aria-label="Onboarding actions">
            <UnavailableButton label="Create Onboarding" />
            <UnavailableButton label="Bulk Actions" />
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
        csvFileName={onboardingsCsvFileName(organization.name, status)}
      />

      <OnboardingDetailsDialog
        onboarding={dialog?.kind === 'details' ? current : null}
        organizationName={organization.name}
        isAdministrator={isAdministrator}
        onClose={close}
        onShowJson={(onboarding) => setDialog({ kind: 'json', onboarding })}
        onShowPipeline={handlers.onPipeline}
      />
      <OnboardingJsonDialog onboarding={dialog?.kind === 'json' ? current : null} onClose={close} />
      <OnboardingPipelineDialog
        pipelineId={dialog?.kind === 'pipeline' ? dialog.pipelineId : null}
        onClose={close}
      />
      <OnboardingAnalyticsDialog
        open={dialog?.kind === 'analytics'}
        onboardings={all ?? []}
        organizationName={organization.name}
        onClose={close}
      />
    </section>
  );
}
