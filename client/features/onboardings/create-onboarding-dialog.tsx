// Create Onboarding (issue #23): the customer's slug, the steps' template, notes and, for a
// holder of canManagePipelines, "Provision the workspace" (the backend starts the
// workspace-create pipeline and its step follows it). Checked by the schema the backend uses;
// one Idempotency-Key per opening, so a double click or a resend makes one onboarding.
import type { Onboarding } from '@shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import {
  createOnboardingSchema,
  ONBOARDING_TEMPLATE_IDS,
  ONBOARDING_TEMPLATES,
  type CreateOnboardingPayload,
  type OnboardingTemplate,
} from '@shared/onboardings';
import { PIPELINE_REGIONS } from '@shared/pipelines';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/form/select-field';
import { SlugSuggestion } from '../../components/form/slug-suggestion';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import { fieldProblems } from '../../lib/field-problems';
import { usePolicy } from '../../entities/permission/permissions';
import { createOnboarding, useOnboardingWrite } from './api/onboarding-writes';

type Region = (typeof PIPELINE_REGIONS)[number];
type FieldName = 'customerSlug' | 'notes';

export interface CreateOnboardingDialogProps {
  /** Told the new onboarding once created (`open` false) and when the toast's Open is pressed. */
  onCreated?: (onboarding: Onboarding, open: boolean) => void;
  organization: { id: string; name: string };
  onClose: () => void;
  /** The backend answered 404/405/501: it does not offer creating onboardings. */
  onUnsupported: (error: unknown) => boolean;
}

export function CreateOnboardingDialog({
  organization,
  onClose,
  onUnsupported,
  onCreated,
}: CreateOnboardingDialogProps) {
  const id = useId();
  const canProvision = usePolicy('canManagePipelines');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [customerSlug, setCustomerSlug] = useState('');
  const [template, setTemplate] = useState<OnboardingTemplate>(ONBOARDING_TEMPLATE_IDS[0]);
  const [notes, setNotes] = useState('');
  const [provision, setProvision] = useState(false);
  const [region, setRegion] = useState<Region>(PIPELINE_REGIONS[0]);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const create = useOnboardingWrite(
    (v: { organizationId: string; payload: CreateOnboardingPayload }) =>
      createOnboarding(v.organizationId, v.payload, idempotencyKey),
  );

  const payload: CreateOnboardingPayload = {
    customerSlug,
    template,
    ...(notes.trim() ? { notes } : {}),
    ...(canProvision && provision ? { provisionRegion: region } : {}),
  };
  const problems = fieldProblems<FieldName>(createOnboardingSchema, payload, {
    customerSlug: 'Customer slug',
    notes: 'Notes',
  });
  const shown = (field: FieldName) => (touched[field] ? (problems[field] ?? null) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ customerSlug: true, notes: true });
    if (Object.keys(problems).length > 0 || create.isPending) return;
    setFailure(null);
    create.mutate(
      { organizationId: organization.id, payload },
      {
        onSuccess: (onboarding) => {
          // Issue #34 item 5: the toast offers the new onboarding; the list marks its row.
          toast.success(
            `Onboarding for ${onboarding.customerSlug ?? customerSlug} created${
              onboarding.pipelineId ? '; the workspace is being provisioned' : ''
            }`,
            { label: 'Open', onClick: () => onCreated?.(onboarding, true) },
          );
          onCreated?.(onboarding, false);
          onClose();
        },
        onError: (error) => {
          if (onUnsupported(error)) onClose();
          else setFailure(`Failed to create onboarding: ${errorText(error)}`);
        },
      },
    );
  };

  const steps = ONBOARDING_TEMPLATES[template].steps;
  return (
    <FormDialog
      title="Create Onboarding"
      onClose={onClose}
      id={id}
      onSubmit={submit}
      submitLabel="Create"
      busy={create.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <p className="onb-muted">For {organization.name}.</p>
      <TextField
        id={`${id}-slug`}
        label="Customer slug"
        required
        value={customerSlug}
        autoComplete="off"
        spellCheck={false}
        description="Lower-case letters, digits and hyphens, as in the customer's workspace address."
        error={shown('customerSlug')}
        onValueChange={(value) => setCustomerSlug(value.trim())}
        // An empty field left for the next one is not an error yet: the message would push
        // the form down under the pointer (Create and submit still say it).
        onBlur={() =>
          setTouched((t) => ({ ...t, customerSlug: t.customerSlug || customerSlug !== '' }))
        }
        data-autofocus
      />
      <SlugSuggestion from={organization.name} value={customerSlug} onUse={setCustomerSlug} />
      <SelectField
        id={`${id}-template`}
        label="Steps"
        value={template}
        options={ONBOARDING_TEMPLATE_IDS.map((value) => ({
          value,
          label: ONBOARDING_TEMPLATES[value].label,
        }))}
        description={steps.map((step) => step.name).join(' → ')}
        onValueChange={setTemplate}
      />
      <TextareaField
        id={`${id}-notes`}
        label="Notes"
        value={notes}
        rows={3}
        error={shown('notes')}
        onValueChange={setNotes}
        onBlur={() => setTouched((t) => ({ ...t, notes: true }))}
      />
      {canProvision ? (
        <>
          <CheckboxField
            id={`${id}-provision`}
            label="Provision the workspace"
            description="Starts a workspace-create pipeline now; the Tenant provisioning step completes when it does."
            checked={provision}
            onCheckedChange={setProvision}
          />
          {provision ? (
            <SelectField
              id={`${id}-region`}
              label="Region"
              value={region}
              options={PIPELINE_REGIONS.map((value) => ({ value, label: value }))}
              onValueChange={setRegion}
            />
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
