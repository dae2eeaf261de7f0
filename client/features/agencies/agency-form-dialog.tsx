// New Agency and Edit Agency (issue #23, canManageAgencies): name, state or province, and extra
// fields as key/value rows. Each rule shows beside its field in the backend's own words
// (shared/agency-rules.ts); a backend without these calls (404/405/501) turns the buttons into
// resolution 4's disabled ones.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Agency } from '@shared/schemas';
import { Button } from '../../components/button';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/form/text-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import {
  agencyFormProblems,
  createPayload,
  EMPTY_AGENCY_FORM,
  formFromAgency,
  hasProblems,
  keptFieldKeys,
  newRow,
  updatePayload,
  type AgencyFormValue,
  type FieldRow,
} from './agency-form';
import { createAgencyFailure, updateAgencyFailure } from './agency-messages';
import { useSaveAgency } from './api/agency-writes';

export interface AgencyFormDialogProps {
  /** 'new' for New Agency, an agency for Edit Agency, null keeps it closed. */
  target: 'new' | Agency | null;
  onClose: () => void;
  /** The backend answered 404/405/501: true when the caller took it as "not offered". */
  onUnsupported: (error: unknown) => boolean;
  /** Told a new agency once created (`open` false) and when the toast's Open is pressed. */
  onCreated?: (agency: Agency, open: boolean) => void;
}

export function AgencyFormDialog({
  target,
  onClose,
  onUnsupported,
  onCreated,
}: AgencyFormDialogProps) {
  // Mounted only while open, so every opening starts from the agency as it is.
  if (target === null) return null;
  return (
    <AgencyForm
      agency={target === 'new' ? null : target}
      onClose={onClose}
      onUnsupported={onUnsupported}
      onCreated={onCreated}
    />
  );
}

function AgencyForm({
  agency,
  onClose,
  onUnsupported,
  onCreated,
}: {
  agency: Agency | null;
  onClose: () => void;
  onUnsupported: (error: unknown) => boolean;
  onCreated?: (agency: Agency, open: boolean) => void;
}) {
  const id = useId();
  const [form, setForm] = useState<AgencyFormValue>(() =>
    agency ? formFromAgency(agency) : EMPTY_AGENCY_FORM,
  );
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAgency();
  const toast = useToast();
  const kept = agency ? keptFieldKeys(agency) : [];
  const problems = agencyFormProblems(form, kept);
  const invalid = hasProblems(problems);
  const shown = (problem: string | null | undefined) => (touched ? (problem ?? null) : null);

  const setRow = (rowId: number, change: Partial<FieldRow>) =>
    setForm((f) => ({
      ...f,
      rows: f.rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || save.isPending) return;
    setFailure(null);
    const variables = agency
      ? { id: agency.id, update: updatePayload(agency, form) }
      : { create: createPayload(form) };
    save.mutate(variables, {
      onSuccess: (saved) => {
        if (agency) toast.success(`Agency "${saved.name}" updated`);
        else {
          // Issue #34 item 5: the new agency is brought into view, and the toast opens it.
          toast.success(`Agency "${saved.name}" created`, {
            label: 'Open',
            onClick: () => onCreated?.(saved, true),
          });
          onCreated?.(saved, false);
        }
        onClose();
      },
      onError: (error) => {
        if (onUnsupported(error)) onClose();
        else {
          const message = errorText(error);
          setFailure(agency ? updateAgencyFailure(message) : createAgencyFailure(message));
        }
      },
    });
  };

  return (
    <FormDialog
      title={agency ? 'Edit Agency' : 'New Agency'}
      onClose={onClose}
      id={id}
      onSubmit={submit}
      submitLabel={agency ? 'Save' : 'Create'}
      busy={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      formClassName="organizations-form agency-form"
    >
      <TextField
        id={`${id}-name`}
        label="Agency Name"
        required
        value={form.name}
        autoComplete="off"
        error={shown(problems.name)}
        onValueChange={(name) => setForm((f) => ({ ...f, name }))}
        data-autofocus
      />
      <TextField
        id={`${id}-state`}
        label="State/Province"
        required
        value={form.stateOrProvince}
        autoComplete="off"
        description="A code such as IL or a name such as Ontario."
        error={shown(problems.stateOrProvince)}
        onValueChange={(stateOrProvince) => setForm((f) => ({ ...f, stateOrProvince }))}
      />
      <fieldset className="agency-form__fields">
        <legend>Extra fields</legend>
        {form.rows.length === 0 ? <p className="agencies-muted">No extra fields.</p> : null}
        {form.rows.map((row, index) => (
          <div key={row.rowId} className="agency-form__row">
            <TextField
              id={`${id}-key-${row.rowId}`}
              label={`Field ${index + 1} name`}
              value={row.key}
              autoComplete="off"
              spellCheck={false}
              error={shown(problems.keys.get(row.rowId))}
              onValueChange={(key) => setRow(row.rowId, { key })}
            />
            <TextField
              id={`${id}-value-${row.rowId}`}
              label={`Field ${index + 1} value`}
              value={row.value}
              autoComplete="off"
              error={shown(problems.values.get(row.rowId))}
              onValueChange={(value) => setRow(row.rowId, { value })}
            />
            <Button
              size="sm"
              className="agency-form__remove"
              aria-label={`Remove field ${index + 1}${row.key.trim() ? ` (${row.key.trim()})` : ''}`}
              onClick={() =>
                setForm((f) => ({ ...f, rows: f.rows.filter((r) => r.rowId !== row.rowId) }))
              }
            >
              Remove
            </Button>
          </div>
        ))}
        {shown(problems.rows) ? (
          <p className="form-field__error" role="alert">
            {problems.rows}
          </p>
        ) : null}
        <Button size="sm" onClick={() => setForm((f) => ({ ...f, rows: [...f.rows, newRow()] }))}>
          Add field
        </Button>
        {kept.length > 0 ? (
          <p className="form-field__hint">
            Kept as they are (not text, not edited here): {kept.join(', ')}.
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
