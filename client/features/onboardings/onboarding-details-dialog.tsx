// Details of one onboarding: every field of SPEC §3, steps by their order, then the notes.
import type { ReactNode } from 'react';
import type { Onboarding } from '@shared/schemas';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { NO_PIPELINE_MESSAGE } from './onboarding-messages';
import { OnboardingStatusChip } from './onboarding-status-chip';
import { sortStepsByOrder } from './onboarding-steps';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="onb-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() ? value : '—';
}

export interface OnboardingDetailsDialogProps {
  onboarding: Onboarding | null;
  organizationName: string;
  /** Holders of onboarding:write edit from here (issue #23). */
  onEdit?: (onboarding: Onboarding) => void;
  onClose: () => void;
  onShowJson: (onboarding: Onboarding) => void;
  onShowPipeline: (onboarding: Onboarding) => void;
}

export function OnboardingDetailsDialog({
  onboarding,
  organizationName,
  onEdit,
  onClose,
  onShowJson,
  onShowPipeline,
}: OnboardingDetailsDialogProps) {
  const steps = sortStepsByOrder(onboarding?.steps ?? []);
  return (
    <Dialog
      open={onboarding !== null}
      onClose={onClose}
      size="lg"
      title="Onboarding Details"
      footer={
        onboarding ? (
          <>
            {onEdit ? <Button onClick={() => onEdit(onboarding)}>Edit</Button> : null}
            <Button onClick={() => onShowJson(onboarding)}>View JSON</Button>
            {onboarding.pipelineId ? (
              <Button onClick={() => onShowPipeline(onboarding)}>View Pipeline</Button>
            ) : null}
            <Button variant="primary" onClick={onClose}>
              Close
            </Button>
          </>
        ) : null
      }
    >
      {onboarding ? (
        // Focusable so the keyboard can scroll a long list of steps (the body has no controls).
        <div className="onb-details" tabIndex={0} role="group" aria-label="Onboarding details">
          <dl className="onb-fields">
            <Field label="ID">
              <code>{onboarding.id}</code>
            </Field>
            <Field label="Organization">
              {text(onboarding.organizationName ?? organizationName)}
            </Field>
            <Field label="Status">
              <OnboardingStatusChip status={onboarding.status} showRaw />
            </Field>
            <Field label="Customer Slug">{text(onboarding.customerSlug)}</Field>
            <Field label="Pipeline ID">
              {onboarding.pipelineId ? (
                <code>{onboarding.pipelineId}</code>
              ) : (
                <span className="onb-muted">{NO_PIPELINE_MESSAGE}</span>
              )}
            </Field>
            <Field label="Created">{formatDate(onboarding.createdDate)}</Field>
            <Field label="Updated">{formatDate(onboarding.updatedDate)}</Field>
            <Field label="Completed">{formatDate(onboarding.completedDate)}</Field>
          </dl>

          <h3 className="onb-details__heading">Steps ({steps.length})</h3>
          {steps.length === 0 ? (
            <p className="onb-muted">No steps recorded.</p>
          ) : (
            <ol className="onb-steps">
              {steps.map((step, index) => (
                <li key={step.id ?? `${step.order ?? 'x'}-${index}`} className="onb-step">
                  <div className="onb-step__head">
                    <span className="onb-step__order">
                      Step {typeof step.order === 'number' ? step.order : '—'}
                    </span>
                    <span className="onb-step__name">{text(step.name)}</span>
                    <StatusChip status={step.status} domain="onboarding" />
                  </div>
                  <dl className="onb-fields onb-fields--compact">
                    <Field label="Description">{text(step.description)}</Field>
                    <Field label="Assigned To">{text(step.assignedTo)}</Field>
                    <Field label="Completed">{formatDate(step.completedDate)}</Field>
                  </dl>
                </li>
              ))}
            </ol>
          )}

          <h3 className="onb-details__heading">Notes</h3>
          <p className="onb-notes">{text(onboarding.notes)}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
