// The pipeline's document as JSON text with Copy JSON. It reads GET /api/v1/provisioner/{id}
// (the full document; a list entry may be abridged) and shows the list's copy until then.
import type { Pipeline } from '@shared/schemas';
import { JsonView } from '../../components/json-view';
import { QueryDialog } from '../../components/query-dialog';
import { usePipeline } from '../../entities/pipeline/get-pipeline';
import { loadPipelineFailure } from './provisioner-messages';

export function PipelineJsonDialog({
  pipelineId,
  fallback,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  /** The list's copy, shown while the full document loads or when it cannot be loaded. */
  fallback: Pipeline | null;
  onClose: () => void;
}) {
  const query = usePipeline(pipelineId);
  return (
    <QueryDialog
      open={pipelineId !== null}
      onClose={onClose}
      title="Pipeline JSON"
      query={query}
      fallback={fallback}
      failureMessage={(error) => loadPipelineFailure(pipelineId ?? '', error)}
      loadingLabel="Loading pipeline..."
    >
      {(pipeline) => <JsonView value={pipeline} label={`Pipeline ${pipelineId ?? ''} JSON`} />}
    </QueryDialog>
  );
}
