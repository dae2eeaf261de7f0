// /global/provisioner (SPEC §2, DESIGN.md resolution 1): the pipeline list with status chips
// and counts, Table/Cards, details and JSON per pipeline. The filter and the view live in the
// URL; a refresh keeps the open dialog (it follows its pipeline by id) and the scroll position
// (rows stay on screen while new data loads).
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Pipeline } from '@shared/schemas';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { usePolicy } from '../../lib/permissions';
import { usePipelines } from '../../lib/api/get-pipelines';
import { pipelineKeys } from '../../lib/api/pipeline-keys';
import { shortId } from '../../lib/format';
import { PipelineCard } from './pipeline-card';
import { pipelineColumns } from './pipeline-columns';
import { PipelineDetailsDialog } from './pipeline-details-dialog';
import { PipelineJsonDialog } from './pipeline-json-dialog';
import {
  countPipelineStatuses,
  filterPipelinesByStatus,
  PIPELINE_STATUS_FILTERS,
  parsePipelineStatusFilter,
  type PipelineStatusFilter,
} from './pipeline-status';
import { StatusFilterBar } from '../../components/status-filter-bar';
import { loadPipelinesFailure } from './provisioner-messages';
import { UnavailableButton } from '../../components/unavailable-button';

type DialogState = { kind: 'details' | 'json'; pipelineId: string } | null;

const provisionerRoute = getRouteApi('/global/provisioner');

export function ProvisionerPage() {
  const isAdministrator = usePolicy('canSeeAdministratorActions');
  const navigate = provisionerRoute.useNavigate();
  const queryClient = useQueryClient();
  const search = provisionerRoute.useSearch();
  const status = parsePipelineStatusFilter(search.status);
  const query = usePipelines();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);

  const all = query.data;
  const counts = useMemo(() => (all ? countPipelineStatuses(all) : null), [all]);
  const shown = useMemo(
    () => (all ? filterPipelinesByStatus(all, status) : undefined),
    [all, status],
  );
  const byId = useMemo(() => new Map((all ?? []).map((p) => [p.pipelineId, p])), [all]);

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

  return (
    <div className="prov-page">
      <header className="prov-page__header">
        <h1 className="prov-page__title">Provisioner</h1>
        {isAdministrator ? (
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
            You are seeing the provisioning pipelines of every organization. Creating, retrying and
            cancelling pipelines are not offered by the backend yet, so those buttons are disabled.
          </span>
        </div>
      ) : null}

      <StatusFilterBar
        filters={PIPELINE_STATUS_FILTERS}
        value={status}
        counts={counts}
        onChange={setStatus}
      />

      <DataTable
        data={shown}
        columns={columns}
        getRowId={(pipeline: Pipeline) => pipeline.pipelineId}
        ariaLabel="Pipelines"
        countLabel={shown?.length === 1 ? 'pipeline' : 'pipelines'}
        isLoading={query.isPending}
        error={error ? loadPipelinesFailure(error) : null}
        onDismissError={() => setDismissedError(query.error)}
        onRefresh={refresh}
        refreshing={query.isFetching}
        emptyTitle={status === 'all' ? 'No pipelines found.' : 'No pipelines with this status.'}
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
        onClose={close}
        onRefresh={refresh}
        onShowJson={(pipelineId) => setDialog({ kind: 'json', pipelineId })}
      />
      <PipelineJsonDialog
        pipelineId={dialog?.kind === 'json' ? dialog.pipelineId : null}
        fallback={dialog?.kind === 'json' ? (byId.get(dialog.pipelineId) ?? null) : null}
        onClose={close}
      />
    </div>
  );
}
