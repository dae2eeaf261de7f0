// Retry Failed Pipelines: resolution 11's bulk runner over the failed pipelines the list shows,
// each retried from its own failed step, with a result per pipeline.
import type { Pipeline } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { errorText, isMissingEndpoint } from '../../lib/api-client';
import type { BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount, shortId } from '../../lib/format';
import { retryPipeline, storePipelines } from './api/pipeline-writes';
import { pipelineTitle } from '../../entities/pipeline/pipeline-fields';
import { PIPELINE_WRITES_UNAVAILABLE } from './provisioner-messages';
import { rememberStarted } from './started-pipelines';
import { useQueryClient } from '@tanstack/react-query';

const NOUN = { one: 'failed pipeline', other: 'failed pipelines' };

export function RetryFailedDialog({
  pipelines,
  onFinished,
  onClose,
}: {
  pipelines: readonly Pipeline[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const items = pipelines.map((pipeline) => ({
    id: pipeline.pipelineId,
    label: pipelineTitle(pipeline) || shortId(pipeline.pipelineId),
  }));
  const count = items.length;
  return (
    <BulkActionDialog
      title="Retry Failed Pipelines"
      question={bulkQuestion('Retry', count, NOUN, items[0]?.label ?? '')}
      items={items}
      noun={NOUN}
      confirmLabel={`Retry ${formatCount(count)}`}
      progressVerb="Retrying"
      run={async (item) => {
        const pipeline = await retryPipeline(item.id);
        rememberStarted(pipeline.pipelineId);
        storePipelines(queryClient, [pipeline]);
      }}
      failureMessage={(error) => `Failed to retry pipeline: ${errorText(error)}`}
      unsupportedMessage={(error) =>
        isMissingEndpoint(error) ? PIPELINE_WRITES_UNAVAILABLE : null
      }
      onFinished={onFinished}
      onClose={onClose}
    >
      <p>Each starts again from its failed step; completed steps keep their results.</p>
    </BulkActionDialog>
  );
}
