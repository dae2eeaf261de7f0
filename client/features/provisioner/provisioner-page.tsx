// /global/provisioner (SPEC §2, DESIGN.md resolution 1): the pipeline list with status chips
// and counts, Table/Cards, details and JSON per pipeline. The filter and the view live in the
// URL; a refresh keeps the open modal (it follows its pipeline by id) and the scroll position
// (rows stay on screen while new data loads).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Pipeline } from '../../../shared/schemas';
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { usePolicy } from '../../lib/permissions';
import { pipelineKeys, usePipelines } from '../../lib/provisioner-api';
import { shortId } from '../../lib/format';
import { PipelineCard } from './pipeline-card';
import { pipelineColumns } from './pipeline-columns';
import { PipelineDetailsModal } from './pipeline-details-modal';
import { PipelineJsonModal } from './pipeline-json-modal';
import {
  countPipelineStatuses,
  filterPipelinesByStatus,
  PIPELINE_STATUS_FILTERS,
  parsePipelineStatusFilter,
  type PipelineStatusFilter,
} from './pipeline-status';
import { StatusFilterBar } from '../../components/status-filter-bar';
import { SIGNED_OUT_MESSAGE, loadPipelinesFailure } from './provisioner-messages';
import type { ProvisionerSearch } from './provisioner-search';
import { UnavailableButton } from '../../components/unavailable-button';

type ModalState = { kind: 'details' | 'json'; pipelineId: string } | null;

export function ProvisionerPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated)
    return <AccessDeniedMessage message={SIGNED_OUT_MESSAGE} onSignIn={signIn} />;
  return <ProvisionerScreen />;
}

function ProvisionerScreen() {
  const isAdministrator = usePolicy('canSeeAdministratorActions');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Not getRouteApi: the route's lazy component type would refer back to this module.
  const search = useSearch({ strict: false }) as Partial<ProvisionerSearch>;
  const status = parsePipelineStatusFilter(search.status);
  const query = usePipelines();
  const [modal, setModal] = useState<ModalState>(null);
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
      search: ((previous: Record<string, unknown>) => {
        const { status: _old, ...rest } = previous;
        return next === 'all' ? rest : { ...rest, status: next };
      }) as never,
      replace: true,
    });
  };

  // The list and any open pipeline together; the modal stays and shows the new data.
  const refresh = () => {
    setDismissedError(null);
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
  };

  const handlers = {
    details: (pipeline: Pipeline) => setModal({ kind: 'details', pipelineId: pipeline.pipelineId }),
    json: (pipeline: Pipeline) => setModal({ kind: 'json', pipelineId: pipeline.pipelineId }),
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
  const close = () => setModal(null);

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

      <PipelineDetailsModal
        pipelineId={modal?.kind === 'details' ? modal.pipelineId : null}
        isAdministrator={isAdministrator}
        onClose={close}
        onRefresh={refresh}
        onShowJson={(pipelineId) => setModal({ kind: 'json', pipelineId })}
      />
      <PipelineJsonModal
        pipelineId={modal?.kind === 'json' ? modal.pipelineId : null}
        fallback={modal?.kind === 'json' ? (byId.get(modal.pipelineId) ?? null) : null}
        onClose={close}
      />
    </div>
  );
}
