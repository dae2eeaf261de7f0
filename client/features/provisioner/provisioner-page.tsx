// /global/provisioner (SPEC §2, DESIGN.md resolutions 1, 13, 14): the pipeline list with status
// chips and counts, Table/Cards, details and JSON per pipeline, newest first; create, retry and
// cancel for who may manage pipelines. It moves by itself: the live feed, else polling while
// something shown is unsettled. The filter and the view live in the URL; a refresh keeps the
// open dialog (it follows its pipeline by id) and the scroll position.
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Pipeline } from '@shared/schemas';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { useToast } from '../../components/toast';
import { isMissingEndpoint } from '../../lib/api-client';
import { usePolicy } from '../../entities/permission/permissions';
import { useRequestedDialog } from '../../lib/requested-dialog';
import { usePipelines } from '../../entities/pipeline/get-pipelines';
import { pipelineKeys } from '../../entities/pipeline/pipeline-keys';
import { shortId } from '../../lib/format';
import { PipelineCard } from './pipeline-card';
import { pipelineColumns } from './pipeline-columns';
import { PipelineDetailsDialog, type PipelineOperations } from './pipeline-details-dialog';
import { pipelineCreated, timeValue } from '../../entities/pipeline/pipeline-fields';
import { PipelineJsonDialog } from './pipeline-json-dialog';
import {
  countPipelineStatuses,
  filterPipelinesByStatus,
  normalisePipelineStatus,
  PIPELINE_STATUS_FILTERS,
  parsePipelineStatusFilter,
  type PipelineStatusFilter,
} from './pipeline-status';
import { StatusFilterBar } from '../../components/status-filter-bar';
import { statusChips } from '../../lib/status-set';
import { loadPipelinesFailure, PIPELINE_WRITES_UNAVAILABLE } from './provisioner-messages';
import { UnavailableButton } from '../../components/unavailable-button';
import { useLivePipelines } from './use-live-pipelines';
import { CreatedDayFilter, createdOn } from './created-day';
import { LiveStatus } from '../../components/live-status';
import { CreatePipelineDialog } from './create-pipeline-dialog';
import { RetryFailedDialog } from './retry-failed-dialog';
import { CancelPipelineDialog, RetryPipelineDialog } from './pipeline-operations';

/** Without the live feed, the list is read this often while anything shown is unsettled. */
export const PIPELINE_POLL_MS = 5_000;

type DialogState =
  | { kind: 'details' | 'json'; pipelineId: string }
  | { kind: 'retry' | 'cancel'; pipeline: Pipeline; pipelineId: string }
  | { kind: 'create' | 'retry-failed'; pipelineId?: undefined }
  | null;

const isUnsettled = (pipeline: Pipeline) => {
  const status = normalisePipelineStatus(pipeline.status);
  return status === 'pending' || status === 'running';
};

const newestFirst = (a: Pipeline, b: Pipeline) =>
  timeValue(pipelineCreated(b)) - timeValue(pipelineCreated(a));

const provisionerRoute = getRouteApi('/global/provisioner');

export function ProvisionerPage() {
  const isAdministrator = usePolicy('canSeeAdministratorActions');
  const canManage = usePolicy('canManagePipelines');
  const navigate = provisionerRoute.useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const search = provisionerRoute.useSearch();
  const status = parsePipelineStatusFilter(search.status);
  const stream = useLivePipelines();
  // Without the feed, the list is read again only while a pipeline shown can still change.
  const query = usePipelines({
    refetchInterval: (pipelines) =>
      stream === 'unavailable' && filterPipelinesByStatus(pipelines ?? [], status).some(isUnsettled)
        ? PIPELINE_POLL_MS
        : false,
  });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  // Resolution 4: a backend that answers a write 404/405/501 keeps the buttons disabled.
  const [writesOffered, setWritesOffered] = useState(true);
  const operable = canManage && writesOffered;
  const onUnsupported = (error: unknown) => {
    if (!isMissingEndpoint(error)) return false;
    setWritesOffered(false);
    toast.info(PIPELINE_WRITES_UNAVAILABLE);
    return true;
  };

  // A chart's bar leads here with ?created=: the chips then count that day's pipelines.
  const created = search.created;
  const all = useMemo(
    () => (query.data ? createdOn(query.data, created) : undefined),
    [query.data, created],
  );
  const counts = useMemo(() => (all ? countPipelineStatuses(all) : null), [all]);
  const shown = useMemo(
    () => (all ? [...filterPipelinesByStatus(all, status)].sort(newestFirst) : undefined),
    [all, status],
  );
  const failedShown = useMemo(() => (shown ?? []).filter((p) => p.status === 'failed'), [shown]);
  const byId = useMemo(
    () => new Map((query.data ?? []).map((p) => [p.pipelineId, p])),
    [query.data],
  );

  const setStatus = (next: PipelineStatusFilter) => {
    void navigate({
      to: '.',
      search: (previous) => {
        const { status: _old, ...rest } = previous;
        return next === 'all' ? rest : { ...rest, status: next };
      },
      replace: true,
    });
  };

  // The list and any open pipeline together; the dialog stays and shows the new data.
  const refresh = () => {
    setDismissedError(null);
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
  };

  const handlers = {
    details: (pipeline: Pipeline) =>
      setDialog({ kind: 'details', pipelineId: pipeline.pipelineId }),
    json: (pipeline: Pipeline) => setDialog({ kind: 'json', pipelineId: pipeline.pipelineId }),
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const renderActions = (pipeline: Pipeline) => {
    const id = shortId(pipeline.pipelineId);
    return (
      <>
        <Button
          size="sm"
          aria-label={`Details for pipeline ${id}`}
          onClick={() => handlersRef.current.details(pipeline)}
        >
          Details
        </Button>
        <Button
          size="sm"
          aria-label={`JSON for pipeline ${id}`}
          onClick={() => handlersRef.current.json(pipeline)}
        >
          JSON
        </Button>
      </>
    );
  };
  // Stable across renders: the handlers are read through the ref.
  const columns = useMemo(() => pipelineColumns(renderActions), []);

  const error = query.error && query.error !== dismissedError ? query.error : null;
  const close = () => setDialog(null);
  const operations: PipelineOperations | null = operable
    ? {
        onRetry: (pipeline) =>
          setDialog({ kind: 'retry', pipeline, pipelineId: pipeline.pipelineId }),
        onCancel: (pipeline) =>
          setDialog({ kind: 'cancel', pipeline, pipelineId: pipeline.pipelineId }),
      }
    : null;
  // Back to the details the operation was started from, which show the new state.
  const backToDetails = () =>
    setDialog((current) =>
      current?.pipelineId ? { kind: 'details', pipelineId: current.pipelineId } : null,
    );

  // The pipeline created last (issue #34 item 5): its row is marked until the next one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The command palette's "Create pipeline" lands here with a request to open the dialog.
  useRequestedDialog('create-pipeline', () => setDialog({ kind: 'create' }), operable);

  return (
    <div className="prov-page">
      <header className="prov-page__header">
        <h1 className="prov-page__title">Provisioner</h1>
        {operable ? (
          <div className="prov-page__admin" role="group" aria-label="Administrator actions">
            <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
              Create Pipeline
            </Button>
            <Button
              disabled={failedShown.length === 0}
              title={failedShown.length === 0 ? 'No failed pipelines are shown' : undefined}
              onClick={() => setDialog({ kind: 'retry-failed' })}
            >
              Retry Failed Pipelines
            </Button>
          </div>
        ) : isAdministrator ? (
          <div className="prov-page__admin" role="group" aria-label="Administrator actions">
            <UnavailableButton label="Create Pipeline" />
            <UnavailableButton label="Retry Failed Pipelines" />
          </div>
        ) : null}
      </header>
      {isAdministrator ? (
        <div className="prov-banner" role="note" aria-label="Administrator view">
          <strong className="prov-banner__title">Administrator view</strong>
          <span>
            {operable
              ? 'You are seeing the provisioning pipelines of every organization, and can create, retry and cancel them.'
              : 'You are seeing the provisioning pipelines of every organization. Creating, retrying and cancelling pipelines are not offered by the backend yet, so those buttons are disabled.'}
          </span>
        </div>
      ) : null}
      <LiveStatus
        state={stream}
        polling="Updated every 5 seconds while a pipeline is pending or running"
      />

      {created ? (
        <CreatedDayFilter
          day={created}
          onClear={() =>
            void navigate({
              to: '.',
              search: ({ created: _day, ...rest }) => rest,
              replace: true,
            })
          }
        />
      ) : null}
      <StatusFilterBar
        filters={statusChips(PIPELINE_STATUS_FILTERS, counts, status)}
        value={status}
        counts={counts}
        onChange={setStatus}
      />

      <DataTable
        data={shown}
        columns={columns}
        getRowId={(pipeline: Pipeline) => pipeline.pipelineId}
        highlightRowId={createdId}
        ariaLabel="Pipelines"
        countLabel={shown?.length === 1 ? 'pipeline' : 'pipelines'}
        isLoading={query.isPending}
        error={error ? loadPipelinesFailure(error) : null}
        onDismissError={() => setDismissedError(query.error)}
        onRefresh={refresh}
        refreshing={query.isFetching}
        emptyTitle={
          created
            ? 'No pipelines created on this day.'
            : status === 'all'
              ? 'No pipelines found.'
              : 'No pipelines with this status.'
        }
        emptyMessage={
          status === 'all'
            ? 'Pipelines appear here once provisioning starts.'
            : 'Choose another status or All to see more.'
        }
        renderCard={(pipeline: Pipeline) => (
          <PipelineCard pipeline={pipeline} actions={renderActions(pipeline)} />
        )}
        csvFileName={status === 'all' ? 'pipelines' : `pipelines-${status}`}
      />

      <PipelineDetailsDialog
        pipelineId={dialog?.kind === 'details' ? dialog.pipelineId : null}
        isAdministrator={isAdministrator}
        operations={operations}
        onClose={close}
        onRefresh={refresh}
        onShowJson={(pipelineId) => setDialog({ kind: 'json', pipelineId })}
      />
      <PipelineJsonDialog
        pipelineId={dialog?.kind === 'json' ? dialog.pipelineId : null}
        fallback={dialog?.kind === 'json' ? (byId.get(dialog.pipelineId) ?? null) : null}
        onClose={close}
      />
      {dialog?.kind === 'create' ? (
        <CreatePipelineDialog
          open
          onClose={close}
          onUnsupported={onUnsupported}
          onCreated={(pipelineId, open) => {
            setCreatedId(pipelineId);
            if (open) setDialog({ kind: 'details', pipelineId });
          }}
        />
      ) : null}
      {dialog?.kind === 'retry-failed' ? (
        <RetryFailedDialog
          pipelines={failedShown}
          onFinished={() => void queryClient.invalidateQueries({ queryKey: pipelineKeys.all })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'retry' ? (
        <RetryPipelineDialog
          pipeline={dialog.pipeline}
          onClose={backToDetails}
          onUnsupported={onUnsupported}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelPipelineDialog
          pipeline={dialog.pipeline}
          onClose={backToDetails}
          onUnsupported={onUnsupported}
        />
      ) : null}
    </div>
  );
}
