// Edit an onboarding (issue #23): its status, offered only where DESIGN resolution 16's
// transitions lead (reopening a final one for admin:access holders), its notes, and each
// step: complete or reopen it, assign it to a user of the organization. One save model, said at
// the top (issue #34 item 3): every change is saved when it is made (Change status, Save notes,
// a step's buttons), so there is no dialog-wide Save for Close to silently drop; only notes typed
// and not saved are asked about before closing. The onboarding shown is the live one (the caller
// passes the cached copy), so a provisioning step completing elsewhere shows here at once.
import { useId, useState, type FormEvent } from 'react';
import type { OnboardingStatus } from '@shared/constants';
import {
  isFinalOnboardingStatus,
  onboardingTransitions,
  type UpdateOnboardingPayload,
} from '@shared/onboardings';
import type { Onboarding, OnboardingStep } from '@shared/schemas';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ErrorBanner } from '../../components/error-banner';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { StatusChip } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePolicy } from '../../entities/permission/permissions';
import {
  updateOnboarding,
  updateOnboardingStep,
  useOnboardingWrite,
} from './api/onboarding-writes';
import { AssigneePicker } from './assignee-picker';
import { ONBOARDING_STATUS_LABELS, onboardingStatusLabel } from './onboarding-status';
import { sortStepsByOrder } from './onboarding-steps';

type StepWrite = {
  organizationId: string;
  stepId: string;
  payload: { status?: 'pending' | 'completed'; assigneeId?: string | null };
};

/** The status select's first option: leave the status as it is. */
const CURRENT = '';

export interface EditOnboardingDialogProps {
  onboarding: Onboarding;
  organizationId: string;
  onClose: () => void;
}

export function EditOnboardingDialog({
  onboarding,
  organizationId,
  onClose,
}: EditOnboardingDialogProps) {
  const id = useId();
  const toast = useToast();
  const canReopen = usePolicy('canAccessAdminFeatures');
  const [status, setStatus] = useState<OnboardingStatus | typeof CURRENT>(CURRENT);
  const [notes, setNotes] = useState(onboarding.notes ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const save = useOnboardingWrite(
    (v: { organizationId: string; payload: UpdateOnboardingPayload }) =>
      updateOnboarding(v.organizationId, onboarding.id, v.payload),
  );
  const stepWrite = useOnboardingWrite((v: StepWrite) =>
    updateOnboardingStep(v.organizationId, onboarding.id, v.stepId, v.payload),
  );
  const name = onboarding.customerSlug || onboarding.id;
  const final = isFinalOnboardingStatus(onboarding.status);
  const options: { value: OnboardingStatus | typeof CURRENT; label: string }[] = [
    { value: CURRENT, label: `${onboardingStatusLabel(onboarding.status)} (now)` },
    ...onboardingTransitions(onboarding.status, { canReopen }).map((value) => ({
      value,
      label:
        final && value === 'in_progress' ? 'Reopen: In Progress' : ONBOARDING_STATUS_LABELS[value],
    })),
  ];

  const savedNotes = onboarding.notes ?? '';
  const notesChanged = notes !== savedNotes;
  const [askDiscard, setAskDiscard] = useState(false);

  const send = (payload: UpdateOnboardingPayload, done: () => void) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(
      { organizationId, payload },
      {
        onSuccess: () => {
          toast.success(`Onboarding ${name} updated`);
          done();
        },
        onError: (error) => setFailure(`Failed to update onboarding: ${errorText(error)}`),
      },
    );
  };

  const changeStatus = (event: FormEvent) => {
    event.preventDefault();
    if (status !== CURRENT) send({ status }, () => setStatus(CURRENT));
  };

  // The live onboarding's notes are the saved ones once the write lands.
  const saveNotes = (then?: () => void) =>
    send({ notes }, () => {
      setAskDiscard(false);
      then?.();
    });

  const close = () => {
    if (notesChanged && !askDiscard) setAskDiscard(true);
    else onClose();
  };

  const changeStep = (step: OnboardingStep, payload: StepWrite['payload']) => {
    if (!step.id || stepWrite.isPending) return;
    setFailure(null);
    stepWrite.mutate(
      { organizationId, stepId: step.id, payload },
      {
        onSuccess: () => setAssigning(null),
        onError: (error) =>
          setFailure(`Failed to update ${step.name ?? 'the step'}: ${errorText(error)}`),
      },
    );
  };

  const steps = sortStepsByOrder(onboarding.steps ?? []);
  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={`Edit Onboarding ${name}`}
      footer={<Button onClick={close}>Done</Button>}
    >
      <p className="onb-muted">Each change is saved as you make it.</p>
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      {askDiscard ? (
        <div className="onb-discard" role="alert">
          <p>Your notes are not saved yet.</p>
          <Button variant="primary" busy={save.isPending} onClick={() => saveNotes(onClose)}>
            Save notes and close
          </Button>
          <Button onClick={onClose}>Discard notes and close</Button>
        </div>
      ) : null}
      <form className="onb-edit__row" onSubmit={changeStatus} noValidate>
        <SelectField
          id={`${id}-status-select`}
          label="Status"
          value={status}
          options={options}
          description={
            options.length === 1
              ? `${onboardingStatusLabel(onboarding.status)} is final; only an Administrator can reopen it.`
              : undefined
          }
          onValueChange={setStatus}
        />
        <Button type="submit" disabled={status === CURRENT} busy={save.isPending}>
          Change status
        </Button>
      </form>
      <form
        className="onb-edit__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (notesChanged) saveNotes();
        }}
        noValidate
      >
        <TextareaField
          id={`${id}-notes`}
          label="Notes"
          value={notes}
          rows={3}
          onValueChange={setNotes}
        />
        <Button type="submit" disabled={!notesChanged} busy={save.isPending}>
          Save notes
        </Button>
      </form>

      <h3 className="onb-details__heading">Steps</h3>
      {final ? (
        <p className="onb-muted">
          The onboarding is {onboardingStatusLabel(onboarding.status).toLowerCase()}: reopen it to
          change its steps.
        </p>
      ) : null}
      <ol className="onb-steps">
        {steps.map((step, index) => {
          const stepName = step.name || `Step ${index + 1}`;
          const done = step.status === 'completed';
          const pipelineId = typeof step.pipelineId === 'string' ? step.pipelineId : null;
          const by = (step.completedBy as { name?: string } | undefined)?.name;
          return (
            <li key={step.id ?? index} className="onb-step">
              <div className="onb-step__head">
                <span className="onb-step__order">Step {step.order ?? index + 1}</span>
                <span className="onb-step__name">{stepName}</span>
                <StatusChip status={step.status} domain="onboarding" />
              </div>
              <p className="onb-step__meta">
                Assigned to {step.assignedTo || 'nobody'}
                {done
                  ? ` · completed ${formatDate(step.completedDate)}${by ? ` by ${by}` : ''}`
                  : ''}
              </p>
              {pipelineId ? (
                <p className="onb-muted">
                  Follows pipeline {pipelineId.slice(0, 8)}: it completes when the pipeline does.
                </p>
              ) : !final && step.id ? (
                <div className="onb-step__actions">
                  <Button
                    size="sm"
                    variant={done ? 'ghost' : 'primary'}
                    disabled={stepWrite.isPending}
                    onClick={() => changeStep(step, { status: done ? 'pending' : 'completed' })}
                  >
                    {done ? `Reopen ${stepName}` : `Complete ${stepName}`}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={assigning === step.id}
                    onClick={() => setAssigning(assigning === step.id ? null : step.id!)}
                  >
                    {`Assign ${stepName}`}
                  </Button>
                </div>
              ) : null}
              {assigning === step.id && !final ? (
                <AssigneePicker
                  organizationId={organizationId}
                  stepName={stepName}
                  assigned={Boolean(step.assignedTo)}
                  busy={stepWrite.isPending}
                  onChoose={(user) => changeStep(step, { assigneeId: user ? user.id : null })}
                  onCancel={() => setAssigning(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
