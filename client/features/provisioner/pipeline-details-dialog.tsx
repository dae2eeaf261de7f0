// The provisioner's Pipeline Details dialog (GET /api/v1/provisioner/{id}, SPEC §2): the shared
// pipeline dialog (entities/pipeline) with Retry, Cancel, View JSON and Refresh.
import type { Pipeline } from '@shared/schemas';
import { canCancelPipeline, canRetryPipeline } from '@shared/pipelines';
import { Button } from '../../components/button';
import { UnavailableButton } from '../../components/unavailable-button';
import { PipelineDialog } from '../../entities/pipeline/pipeline-dialog';
import { loadPipelineDetailsFailure } from './provisioner-messages';

/** Retry and Cancel for who may operate pipelines on a backend that offers it. */
export interface PipelineOperations {
  onRetry: (pipeline: Pipeline) => void;
  onCancel: (pipeline: Pipeline) => void;
}

export function PipelineDetailsDialog({
  pipelineId,
  isAdministrator,
  operations,
  onClose,
  onRefresh,
  onShowJson,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  isAdministrator: boolean;
  operations: PipelineOperations | null;
  onClose: () => void;
  /** Refreshes this pipeline and the list behind the dialog. */
  onRefresh: () => void;
  onShowJson: (pipelineId: string) => void;
}) {
  return (
    <PipelineDialog
      pipelineId={pipelineId}
      onClose={onClose}
      title="Pipeline Details"
      actions={(query) => (
        <>
          {operations && query.data ? (
            <div className="prov-modal-admin" role="group" aria-label="Administrator actions">
              <Button
                disabled={!canRetryPipeline(query.data.status)}
                onClick={() => query.data && operations.onRetry(query.data)}
              >
                Retry Pipeline
              </Button>
              <Button
                variant="danger"
                disabled={!canCancelPipeline(query.data.status)}
                onClick={() => query.data && operations.onCancel(query.data)}
              >
                Cancel Pipeline
              </Button>
            </div>
          ) : isAdministrator && !operations ? (
            <div className="prov-modal-admin" role="group" aria-label="Administrator actions">
              <UnavailableButton label="Retry Pipeline" />
              <UnavailableButton label="Cancel Pipeline" />
            </div>
          ) : null}
          <Button onClick={() => pipelineId && onShowJson(pipelineId)} disabled={!query.data}>
            View JSON
          </Button>
          <Button onClick={onRefresh} busy={query.isFetching}>
            Refresh
          </Button>
        </>
      )}
      failureMessage={(error) => loadPipelineDetailsFailure(pipelineId ?? '', error)}
      loadingLabel="Loading pipeline details..."
    />
  );
}
