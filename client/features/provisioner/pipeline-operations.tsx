// Retry Pipeline (from a chosen step) and Cancel Pipeline (a confirmation that names the
// pipeline and says what stops), DESIGN resolution 13. A 409 (the pipeline moved on since the
// screen showed it) is shown in the dialog with the backend's own words.
import { useId, useState } from 'react';
import type { Pipeline } from '@shared/schemas';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBanner } from '../../components/error-banner';
import { SelectField } from '../../components/form/select-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import { shortId } from '../../lib/format';
import { useCancelPipeline, useRetryPipeline } from './api/pipeline-writes';
import { isStepRunning, pipelineTitle } from '../../entities/pipeline/pipeline-fields';
import { rememberStarted } from './started-pipelines';

const nameOf = (pipeline: Pipeline) =>
  `"${pipelineTitle(pipeline) || shortId(pipeline.pipelineId)}" (${shortId(pipeline.pipelineId)})`;

/** The steps a retry may start from (up to the first unfinished one) and the default. */
export function retryChoices(pipeline: Pipeline): { steps: string[]; initial: string } {
  const steps = pipeline.steps ?? [];
  const firstUnfinished = steps.findIndex((step) => step.status !== 'completed');
  const allowed = steps.slice(0, firstUnfinished === -1 ? steps.length : firstUnfinished + 1);
  const failed = allowed.find(
    (step) => step.poisoned || step.status === 'failed' || step.status === 'cancelled',
  );
  return {
    steps: allowed.map((step) => step.step_name),
    initial: (failed ?? allowed.at(-1))?.step_name ?? '',
  };
}

interface OperationProps {
  pipeline: Pipeline;
  onClose: () => void;
  /** True when the error says the backend lacks the call (the buttons then go disabled). */
  onUnsupported: (error: unknown) => boolean;
}

export function RetryPipelineDialog({ pipeline, onClose, onUnsupported }: OperationProps) {
  const id = useId();
  const { steps, initial } = retryChoices(pipeline);
  const [fromStep, setFromStep] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = useRetryPipeline();
  const toast = useToast();
  const confirm = () => {
    setFailure(null);
    retry.mutate(
      { pipelineId: pipeline.pipelineId, fromStep },
      {
        onSuccess: () => {
          rememberStarted(pipeline.pipelineId);
          toast.success(`Pipeline ${nameOf(pipeline)} restarted from ${fromStep}`);
          onClose();
        },
        onError: (error) => {
          if (onUnsupported(error)) onClose();
          else setFailure(`Failed to retry pipeline: ${errorText(error)}`);
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title="Retry Pipeline"
      message={`Run pipeline ${nameOf(pipeline)} again from the step chosen below. Completed steps before it keep their results.`}
      confirmLabel="Retry"
      busy={retry.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <SelectField
        id={`${id}-from`}
        label="Start from step"
        value={fromStep}
        options={steps.map((step) => ({ value: step, label: step }))}
        onValueChange={setFromStep}
      />
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
    </ConfirmDialog>
  );
}

export function CancelPipelineDialog({ pipeline, onClose, onUnsupported }: OperationProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelPipeline();
  const toast = useToast();
  const current = pipeline.steps?.find((step) => isStepRunning(step) || step.status === 'retrying');
  const confirm = () => {
    setFailure(null);
    cancel.mutate(pipeline.pipelineId, {
      onSuccess: () => {
        toast.success(`Pipeline ${nameOf(pipeline)} cancelled`);
        onClose();
      },
      onError: (error) => {
        if (onUnsupported(error)) onClose();
        else setFailure(`Failed to cancel pipeline: ${errorText(error)}`);
      },
    });
  };
  const stops = current
    ? `The step in progress (${current.step_name}) stops and ends cancelled; the steps after it do not run.`
    : 'None of its steps will run.';
  return (
    <ConfirmDialog
      open
      title="Cancel Pipeline"
      message={`Cancel pipeline ${nameOf(pipeline)}? ${stops} It can be retried later.`}
      confirmLabel="Cancel Pipeline"
      cancelLabel="Keep Running"
      danger
      busy={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
    </ConfirmDialog>
  );
}
