// The provisioning pipeline behind an onboarding (GET /api/v1/provisioner/{pipelineId}): the
// provisioner's own pipeline dialog (entities/pipeline), kept up to date while it runs
// (issue #34 item 2: it was a snapshot that said "Running" after the pipeline had finished).
import { Button } from '../../components/button';
import { PipelineDialog } from '../../entities/pipeline/pipeline-dialog';
import { loadPipelineFailure } from './onboarding-messages';

export function OnboardingPipelineDialog({
  pipelineId,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  onClose: () => void;
}) {
  return (
    <PipelineDialog
      pipelineId={pipelineId}
      onClose={onClose}
      title="Onboarding Pipeline"
      live
      actions={(query) => (
        <Button onClick={() => void query.refetch()} busy={query.isFetching}>
          Refresh
        </Button>
      )}
      failureMessage={(error) => loadPipelineFailure(pipelineId ?? '', error)}
      loadingLabel="Loading pipeline..."
      focusable
    />
  );
}
