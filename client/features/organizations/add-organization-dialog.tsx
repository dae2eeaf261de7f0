// The add form of SPEC §3: name, description, comma-separated domains.
import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { useCreateOrganization } from './api/create-organization';
import {
  buildCreateOrganizationPayload,
  validateOrganizationName,
} from '../../entities/organization/organization-form';
import { createOrganizationFailure } from './organization-messages';

export interface AddOrganizationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told the new organization's id once created (`open` false) and on the toast's Open. */
  onCreated?: (id: string, open: boolean) => void;
}

export function AddOrganizationDialog({ open, onClose, onCreated }: AddOrganizationDialogProps) {
  // Mounted only while open, so every opening starts with an empty form.
  return open ? <AddOrganizationForm onClose={onClose} onCreated={onCreated} /> : null;
}

function AddOrganizationForm({
  onClose,
  onCreated,
}: Pick<AddOrganizationDialogProps, 'onClose' | 'onCreated'>) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [domains, setDomains] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOrganization();
  const toast = useToast();

  const nameError = validateOrganizationName(name);

  // Enter cannot submit while Add is disabled, so it at least says what is missing.
  const touchOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) setNameTouched(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (nameError || create.isPending) return;
    const payload = buildCreateOrganizationPayload({ name, description, domains });
    setFailure(null);
    create.mutate(payload, {
      onSuccess: (created) => {
        // Issue #34 item 5: the toast opens the new organization; the list marks its row.
        const newId = (created as { id?: unknown } | null)?.id;
        const createdId = typeof newId === 'string' ? newId : null;
        toast.success(
          `Organization "${payload.name}" created`,
          createdId ? { label: 'Open', onClick: () => onCreated?.(createdId, true) } : undefined,
        );
        if (createdId) onCreated?.(createdId, false);
        onClose();
      },
      onError: (error) => setFailure(createOrganizationFailure(error)),
    });
  };

  return (
    <FormDialog
      title="Add Organization"
      onClose={onClose}
      id={id}
      onSubmit={submit}
      onFormKeyDown={touchOnEnter}
      submitLabel="Add"
      busy={create.isPending}
      submitDisabled={Boolean(nameError)}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        required
        value={name}
        autoComplete="off"
        error={nameTouched ? nameError : null}
        onValueChange={(value) => {
          setName(value);
          setNameTouched(true);
        }}
        onBlur={() => setNameTouched(true)}
        data-autofocus
      />
      <TextareaField
        id={`${id}-description`}
        label="Description"
        rows={3}
        value={description}
        onValueChange={setDescription}
      />
      <TextField
        id={`${id}-domains`}
        label="Domains"
        value={domains}
        autoComplete="off"
        placeholder="example.com, example.org"
        description="Comma-separated."
        onValueChange={setDomains}
      />
    </FormDialog>
  );
}
