// The provisioning pipeline behind an onboarding (GET /api/v1/provisioner/{pipelineId}): the
// provisioner's own pipeline view (components/pipeline), kept up to date while it runs
// (issue #34 item 2: it was a snapshot that said "Running" after the pipeline had finished).
import { Button } from '../../components/button';
import { PipelineDetails } from '../../entities/pipeline/pipeline-details';
import { QueryDialog } from '../../components/query-dialog';
import { usePipeline } from '../../entities/pipeline/get-pipeline';
import { loadPipelineFailure } from './onboarding-messages';

export function OnboardingPipelineDialog({
  pipelineId,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  onClose: () => void;
}) {
  const query = usePipeline(pipelineId, { live: true });
  return (
    <QueryDialog
      open={pipelineId !== null}
      onClose={onClose}
      title="Onboarding Pipeline"
      actions={
        <Button onClick={() => void query.refetch()} busy={query.isFetching}>
          Refresh
        </Button>
      }
      query={query}
      failureMessage={(error) => loadPipelineFailure(pipelineId ?? '', error)}
      loadingLabel="Loading pipeline..."
    >
      {(pipeline) => (
        // Focusable so the keyboard can scroll a long list of steps.
        <div className="onb-details" tabIndex={0} role="group" aria-label="Pipeline details">
          <PipelineDetails pipeline={pipeline} />
        </div>
      )}
    </QueryDialog>
  );
}
