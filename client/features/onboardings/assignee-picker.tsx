// Choosing who does a step: a search field over the organization's users (all of them, the
// backend searches) and the matches as buttons, plus Unassign. Shown under a step while the
// person editing chooses; Escape or Cancel closes it without a change.
import { useId, useState } from 'react';
import type { OrganizationUser } from '@shared/schemas';
import { Button } from '../../components/button';
import { errorText } from '../../lib/api-client';
import { useAssigneeSearch } from './api/search-assignees';

export interface AssigneePickerProps {
  organizationId: string;
  stepName: string;
  assigned: boolean;
  busy: boolean;
  onChoose: (user: OrganizationUser | null) => void;
  onCancel: () => void;
}

export function AssigneePicker({
  organizationId,
  stepName,
  assigned,
  busy,
  onChoose,
  onCancel,
}: AssigneePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useAssigneeSearch(organizationId, text);
  const matches = search.data ?? [];

  return (
    <div
      className="onb-assign"
      role="group"
      aria-label={`Assign ${stepName}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Closes the picker, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <label htmlFor={`${id}-search`} className="form-field__label">
        Find a user of this organization
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-field__input"
        value={text}
        autoComplete="off"
        placeholder="Name or email"
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      <div className="onb-assign__matches" aria-live="polite">
        {search.error ? (
          <p className="onb-muted">Could not search users: {errorText(search.error)}</p>
        ) : text.trim() && search.data && matches.length === 0 ? (
          <p className="onb-muted">No user matches "{text.trim()}".</p>
        ) : null}
        {matches.map((user) => (
          <Button
            key={user.id}
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onChoose(user)}
          >
            {user.name || user.email || user.id}
            {user.name && user.email ? <span className="onb-muted"> {user.email}</span> : null}
          </Button>
        ))}
      </div>
      <div className="onb-assign__actions">
        {assigned ? (
          <Button size="sm" disabled={busy} onClick={() => onChoose(null)}>
            Unassign
          </Button>
        ) : null}
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
