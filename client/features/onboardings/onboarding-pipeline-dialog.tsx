// The provisioning pipeline behind an onboarding (GET /api/v1/provisioner/{pipelineId}).
// Self-contained on purpose: the provisioner screen is another feature.
import type { ReactNode } from 'react';
import type { Pipeline, PipelineStep } from '@shared/schemas';
import { Button } from '../../components/button';
import { QueryDialog } from '../../components/query-dialog';
import { SafeLink } from '../../components/safe-link';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { usePipeline } from '../../lib/api/get-pipeline';
import { loadPipelineFailure } from './onboarding-messages';

const OUTPUT_FIELDS = [
  { key: 'region', label: 'Region' },
  { key: 'slug', label: 'Slug' },
  { key: 'tenantDomain', label: 'Tenant Domain' },
  { key: 'workspaceName', label: 'Workspace Name' },
] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="onb-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PipelineStepItem({ step }: { step: PipelineStep }) {
  const output = step.output ?? null;
  return (
    <li className="onb-step">
      <div className="onb-step__head">
        <span className="onb-step__name">{step.step_name}</span>
        <StatusChip status={step.status} domain="step" />
        {step.running ? (
          <span className="onb-running" role="status">
            <span className="onb-running__dot" aria-hidden="true" /> Running
          </span>
        ) : null}
      </div>
      {step.poisoned ? (
        <p className="onb-warning" role="note">
          Warning: this step is poisoned and will not be retried automatically.
        </p>
      ) : null}
      <dl className="onb-fields onb-fields--compact">
        <Field label="Started">{formatDate(step.started_at)}</Field>
        <Field label="Completed">{formatDate(step.completed_at)}</Field>
        {typeof step.retry_attempt === 'number' ? (
          <Field label="Retry Attempt">{step.retry_attempt}</Field>
        ) : null}
        {step.next_retry_at ? (
          <Field label="Next Retry">{formatDate(step.next_retry_at)}</Field>
        ) : null}
        {step.last_error ? (
          <Field label="Last Error">
            <span className="onb-error-text">{step.last_error}</span>
          </Field>
        ) : null}
        {output
          ? OUTPUT_FIELDS.filter(({ key }) => output[key]).map(({ key, label }) => (
              <Field key={key} label={label}>
                {output[key]}
              </Field>
            ))
          : null}
        {output?.deploymentUrl ? (
          <Field label="Deployment URL">
            <SafeLink href={output.deploymentUrl} />
          </Field>
        ) : null}
      </dl>
    </li>
  );
}

function PipelineBody({ pipeline }: { pipeline: Pipeline }) {
  const steps = pipeline.steps ?? [];
  return (
    // Focusable so the keyboard can scroll a long list of steps.
    <div className="onb-details" tabIndex={0} role="group" aria-label="Pipeline details">
      <dl className="onb-fields">
        <Field label="Pipeline ID">
          <code>{pipeline.pipelineId}</code>
        </Field>
        <Field label="Status">
          <StatusChip status={pipeline.status} domain="pipeline" />
        </Field>
        {pipeline.type ? <Field label="Type">{pipeline.type}</Field> : null}
        {pipeline.inputParams?.title ? (
          <Field label="Title">{pipeline.inputParams.title}</Field>
        ) : null}
        <Field label="Created">{formatDate(pipeline.created_at ?? pipeline.createdAt)}</Field>
        <Field label="Updated">{formatDate(pipeline.updated_at)}</Field>
        {pipeline.pipelineUrl ? (
          <Field label="Pipeline URL">
            <SafeLink href={pipeline.pipelineUrl} />
          </Field>
        ) : null}
      </dl>
      <h3 className="onb-details__heading">Steps ({steps.length})</h3>
      {steps.length === 0 ? (
        <p className="onb-muted">No steps recorded.</p>
      ) : (
        <ol className="onb-steps">
          {steps.map((step, index) => (
            <PipelineStepItem key={`${step.step_name}-${index}`} step={step} />
          ))}
        </ol>
      )}
    </div>
  );
}

export function OnboardingPipelineDialog({
  pipelineId,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  pipelineId: string | null;
  onClose: () => void;
}) {
  const query = usePipeline(pipelineId);
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
      {(pipeline) => <PipelineBody pipeline={pipeline} />}
    </QueryDialog>
  );
}
