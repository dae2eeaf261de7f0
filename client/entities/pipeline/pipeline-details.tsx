// A pipeline's details as every screen shows them (SPEC §2): its facts, a banner naming the step
// it failed at, then every step with its status, a running indicator, times, retries, last error,
// a poisoned warning and its outputs (deploymentUrl a link only when http/https). The provisioner
// and the onboardings' pipeline dialog both show this one view (issue #34 item 2).
import { useEffect, useRef, type ReactNode } from 'react';
import type { Pipeline, PipelineStep } from '@shared/schemas';
import { formatDate } from '../../lib/format';
import { SafeLink } from '../../components/safe-link';
import { StatusChip } from '../../components/status-chip';
import { OUTPUT_FIELDS, isStepRunning, pipelineTitle, poisonedSteps } from './pipeline-fields';
import { StepDuration } from './step-duration';

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Takes the whole width of a compact grid (long text). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'prov-fields__row prov-fields__row--wide' : 'prov-fields__row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const EMPTY = '—';

/** `dotOnly` beside a chip that already says Running (issue #34 item 2: no "Running Running"). */
export function RunningIndicator({ dotOnly = false }: { dotOnly?: boolean }) {
  return (
    <span className="prov-running">
      <span className="prov-running__dot" aria-hidden="true" />
      {dotOnly ? null : 'Running'}
    </span>
  );
}

function StepOutput({ output }: { output: NonNullable<PipelineStep['output']> }) {
  const fields = OUTPUT_FIELDS.filter(({ key }) => output[key]?.trim());
  if (fields.length === 0 && !output.deploymentUrl) return null;
  return (
    <div className="prov-output">
      <h5 className="prov-output__title">Output</h5>
      <dl className="prov-fields prov-fields--compact">
        {fields.map(({ key, label }) => (
          <Field key={key} label={label}>
            {output[key]}
          </Field>
        ))}
        {output.deploymentUrl ? (
          <Field label="Deployment URL">
            <SafeLink href={output.deploymentUrl} className="prov-output__link" />
          </Field>
        ) : null}
      </dl>
    </div>
  );
}

/** The step a failed pipeline stopped at: the first failed one (issue #34 item 6). */
export function failedStepOf(pipeline: Pipeline): { step: PipelineStep; index: number } | null {
  if (pipeline.status !== 'failed') return null;
  const steps = pipeline.steps ?? [];
  const index = steps.findIndex((step) => step.status === 'failed');
  const step = steps[index];
  return step ? { step, index } : null;
}

function StepItem({
  step,
  index,
  failedHere,
}: {
  step: PipelineStep;
  index: number;
  /** The step the pipeline failed at: the details open scrolled to it. */
  failedHere: boolean;
}) {
  const running = isStepRunning(step);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (failedHere) item.current?.scrollIntoView?.({ block: 'center' });
  }, [failedHere]);
  return (
    <li
      ref={item}
      className={`prov-step${step.poisoned ? ' prov-step--poisoned' : ''}${failedHere ? ' prov-step--failed-here' : ''}`}
      data-step={step.step_name}
    >
      <div className="prov-step__head">
        <h4 className="prov-step__name">
          <span className="prov-step__order">{index + 1}.</span> {step.step_name}
        </h4>
        <StatusChip status={step.status} domain="step" />
        {running ? <RunningIndicator dotOnly={step.status?.toLowerCase() === 'running'} /> : null}
      </div>
      {step.poisoned ? (
        <p className="prov-warning">
          <strong>Warning: poisoned step.</strong> It failed repeatedly and was moved aside; it will
          not be retried automatically.
        </p>
      ) : null}
      <dl className="prov-fields prov-fields--compact">
        <Field label="Started">{formatDate(step.started_at)}</Field>
        <Field label="Completed">{formatDate(step.completed_at)}</Field>
        <Field label="Duration">
          <StepDuration step={step} />
        </Field>
        <Field label="Retry Attempt">
          {typeof step.retry_attempt === 'number' ? step.retry_attempt : EMPTY}
        </Field>
        <Field label="Next Retry">{formatDate(step.next_retry_at)}</Field>
        <Field label="Running">{running ? 'Yes' : 'No'}</Field>
        <Field label="Last Error" wide>
          {step.last_error?.trim() ? (
            <span className="prov-error-text">{step.last_error}</span>
          ) : (
            EMPTY
          )}
        </Field>
      </dl>
      {step.output ? <StepOutput output={step.output} /> : null}
    </li>
  );
}

export function PipelineDetails({ pipeline }: { pipeline: Pipeline }) {
  const steps = pipeline.steps ?? [];
  const poisoned = poisonedSteps(pipeline);
  const failed = failedStepOf(pipeline);
  return (
    <div className="prov-details">
      {failed ? (
        <div className="prov-failure-banner" role="note">
          <strong>
            Failed at step {failed.index + 1}, {failed.step.step_name}
          </strong>
          {failed.step.last_error?.trim() ? `: ${failed.step.last_error}` : '.'}
        </div>
      ) : null}
      {poisoned.length > 0 ? (
        <div className="prov-warning prov-warning--banner" role="note">
          <strong>Warning:</strong> this pipeline has{' '}
          {poisoned.length === 1 ? 'a poisoned step' : `${poisoned.length} poisoned steps`} (
          {poisoned.map((step) => step.step_name).join(', ')}) that will not be retried
          automatically.
        </div>
      ) : null}
      <dl className="prov-fields">
        <Field label="Pipeline ID">
          <code className="prov-code">{pipeline.pipelineId}</code>
        </Field>
        <Field label="Status">
          <StatusChip status={pipeline.status} domain="pipeline" />
        </Field>
        {pipeline.type ? <Field label="Type">{pipeline.type}</Field> : null}
        {pipelineTitle(pipeline) ? <Field label="Title">{pipelineTitle(pipeline)}</Field> : null}
        <Field label="Created">{formatDate(pipeline.created_at ?? pipeline.createdAt)}</Field>
        <Field label="Updated">{formatDate(pipeline.updated_at)}</Field>
        {pipeline.pipelineUrl ? (
          <Field label="Pipeline URL">
            <SafeLink href={pipeline.pipelineUrl} />
          </Field>
        ) : null}
      </dl>
      <h3 className="prov-details__heading">Steps ({steps.length})</h3>
      {steps.length === 0 ? (
        <p className="prov-muted">No steps recorded.</p>
      ) : (
        <ol className="prov-steps">
          {steps.map((step, index) => (
            <StepItem
              key={`${step.step_name}-${index}`}
              step={step}
              index={index}
              failedHere={failed?.index === index}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
