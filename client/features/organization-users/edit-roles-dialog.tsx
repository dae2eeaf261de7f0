// Role editor: PUT …/users/{userId} with { roles } (SPEC §7); the same keyboard-operable picker.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { Dialog } from '../../components/dialog';
import type { OrganizationUser } from '@shared/schemas';
import { cleanRoles } from './invite-payload';
import { RolePicker } from './role-picker';
import { userDisplayName } from './user-display';

export interface EditRolesDialogProps {
  user: OrganizationUser | null;
  busy?: boolean;
  error?: string | null;
  onDismissError?: () => void;
  onClose: () => void;
  onSave: (roles: string[]) => void;
}

export function EditRolesDialog(props: EditRolesDialogProps) {
  if (!props.user) return null;
  return <EditRolesForm {...props} user={props.user} key={props.user.id} />;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

function EditRolesForm({
  user,
  busy = false,
  error,
  onDismissError,
  onClose,
  onSave,
}: EditRolesDialogProps & { user: OrganizationUser }) {
  const formId = `${useId()}-form`;
  const initial = cleanRoles(user.roles ?? []);
  const [roles, setRoles] = useState<string[]>(initial);
  const unchanged = sameRoles(cleanRoles(roles), initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || busy) return;
    onSave(cleanRoles(roles));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit User Roles"
      size="md"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" disabled={unchanged} busy={busy}>
            {busy ? 'Saving...' : 'Save Roles'}
          </Button>
        </>
      }
    >
      <form id={formId} className="users-form" onSubmit={submit}>
        <p className="users-form__intro">
          Roles of <strong>{userDisplayName(user)}</strong>
          {user.email && user.name ? <> ({user.email})</> : null}
        </p>
        {error ? <ErrorBanner message={error} onDismiss={onDismissError} /> : null}
        <RolePicker value={roles} onChange={setRoles} disabled={busy} />
        {roles.length === 0 ? (
          <p className="users-form__warning">Without a role this user will have no permissions.</p>
        ) : null}
      </form>
    </Dialog>
  );
}
