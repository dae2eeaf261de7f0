// One pipeline in a dialog (GET /api/v1/provisioner/{id}, SPEC §2): the read, its loading line
// and failure, then the pipeline's details. The provisioner's Pipeline Details and an
// onboarding's pipeline both show it (issue #31 item 5: the second was a copy of the first),
// each with its own title, texts and footer actions.
import type { ReactNode } from 'react';
import { QueryDialog } from '../../components/query-dialog';
import { usePipeline } from './get-pipeline';
import { PipelineDetails } from './pipeline-details';

export type PipelineQuery = ReturnType<typeof usePipeline>;

export function PipelineDialog({
  pipelineId,
  onClose,
  title,
  live = false,
  actions,
  failureMessage,
  loadingLabel,
  focusable = false,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  onClose: () => void;
  title: string;
  /** Read again until it settles, where no live feed keeps it current (issue #34 item 2). */
  live?: boolean;
  /** Footer buttons before Close, from the read as it stands. */
  actions: (query: PipelineQuery) => ReactNode;
  failureMessage: (error: Error) => ReactNode;
  loadingLabel: string;
  /** The details in a focusable group, so the keyboard can scroll a long list of steps. */
  focusable?: boolean;
}) {
  const query = usePipeline(pipelineId, { live });
  return (
    <QueryDialog
      open={pipelineId !== null}
      onClose={onClose}
      title={title}
      actions={actions(query)}
      query={query}
      failureMessage={failureMessage}
      loadingLabel={loadingLabel}
    >
      {(pipeline) =>
        focusable ? (
          <div
            className="pipeline-dialog__body"
            tabIndex={0}
            role="group"
            aria-label="Pipeline details"
          >
            <PipelineDetails pipeline={pipeline} />
          </div>
        ) : (
          <PipelineDetails pipeline={pipeline} />
        )
      }
    </QueryDialog>
  );
}
