// Invite form (SPEC §5): email required ('Email is required for invitation', Send disabled while
// blank, type email), optional name (once typed, the shared name rule, said beside the field),
// roles among User/Administrator/Manager (default User).
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { TextField } from '../../components/form/text-field';
import { Dialog } from '../../components/dialog';
import { nameProblem } from '@shared/input-rules';
import type { InviteUserPayload } from '@shared/schemas';
import {
  buildInvitePayload,
  emptyInviteForm,
  inviteEmailError,
  type InviteForm,
} from './invite-payload';
import { DomainOwnerNote } from './domain-owner-note';
import { RolePicker } from './role-picker';

/** The optional name's message (the demo backend's 400 in the same words), or undefined. */
function inviteNameError(name: string): string | undefined {
  return (name.trim() ? nameProblem('Name', name) : null) ?? undefined;
}

export interface InviteUserDialogProps {
  open: boolean;
  organizationName: string;
  /** For the verified-domain note (DESIGN resolution 24). */
  organizationId?: string;
  busy?: boolean;
  error?: string | null;
  onDismissError?: () => void;
  onClose: () => void;
  onInvite: (payload: InviteUserPayload) => void;
}

export function InviteUserDialog(props: InviteUserDialogProps) {
  // Mounted only while open so every invitation starts from an empty form.
  if (!props.open) return null;
  return <InviteUserForm {...props} />;
}

function InviteUserForm({
  organizationName,
  organizationId,
  busy = false,
  error,
  onDismissError,
  onClose,
  onInvite,
}: InviteUserDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const [form, setForm] = useState<InviteForm>(emptyInviteForm);
  const [touched, setTouched] = useState(false);
  const emailError = inviteEmailError(form.email);
  const showEmailError = touched && emailError !== undefined;
  // Only a typed name can be wrong, so its message shows at once: it is why Send is disabled.
  const nameError = inviteNameError(form.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || nameError || busy) return;
    onInvite(buildInvitePayload(form));
  };

  // Enter cannot submit while Send is disabled, so it at least says what is missing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (
      event.key === 'Enter' &&
      event.target instanceof HTMLInputElement &&
      event.target.type !== 'checkbox'
    ) {
      setTouched(true);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Invite User"
      size="md"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={emailError !== undefined || nameError !== undefined}
            busy={busy}
          >
            {busy ? 'Sending...' : 'Send Invitation'}
          </Button>
        </>
      }
    >
      <form id={formId} className="users-form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        <p className="users-form__intro">Invite someone to {organizationName}.</p>
        {error ? <ErrorBanner message={error} onDismiss={onDismissError} /> : null}
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          name="email"
          required
          autoComplete="off"
          placeholder="name@example.com"
          value={form.email}
          onValueChange={(value) => {
            setForm({ ...form, email: value });
            if (value.trim() === '' && form.email !== '') setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={showEmailError ? emailError : undefined}
          data-autofocus
        />
        {organizationId ? (
          <DomainOwnerNote
            email={emailError === undefined ? form.email : undefined}
            organizationId={organizationId}
            organizationName={organizationName}
          />
        ) : null}
        <TextField
          id={`${id}-name`}
          label="Name (optional)"
          name="name"
          autoComplete="off"
          value={form.name}
          onValueChange={(value) => setForm({ ...form, name: value })}
          error={nameError}
        />
        <RolePicker
          value={form.roles}
          onChange={(roles) => setForm({ ...form, roles })}
          disabled={busy}
        />
      </form>
    </Dialog>
  );
}
