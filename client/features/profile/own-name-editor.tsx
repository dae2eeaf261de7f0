// Edit name on My Profile (issue #23, canEditProfile, every role). A backend without
// PATCH /auth/me (404/405/501) leaves the name read-only, with resolution 4's disabled button.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { nameProblem, normalizeName } from '@shared/input-rules';
import { Button, buttonClass } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { TextField } from '../../components/form/text-field';
import { useToast } from '../../components/toast';
import { UnavailableButton } from '../../components/unavailable-button';
import { errorText, isMissingEndpoint } from '../../lib/api-client';
import { useUpdateOwnName } from './api/update-own-name';

function problemOf(name: string): string | null {
  if (name.trim() === '') return 'Display name is required.';
  return nameProblem('Display name', name);
}

export function OwnNameEditor({ current }: { current: string }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [offered, setOffered] = useState(true);
  const [name, setName] = useState(current);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOwnName();
  const toast = useToast();
  const problem = problemOf(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Focus follows the switch: into the field on Edit name, back to the button after it.
  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!offered) return <UnavailableButton label="Edit name" size="sm" />;
  if (!editing) {
    return (
      <button
        ref={editButtonRef}
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => {
          setName(current);
          setTouched(false);
          setFailure(null);
          setEditing(true);
        }}
      >
        Edit name
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || update.isPending) return;
    setFailure(null);
    update.mutate(normalizeName(name), {
      onSuccess: (identity) => {
        toast.success(`Your name is now ${identity.name ?? normalizeName(name)}`);
        setEditing(false);
      },
      onError: (error) => {
        if (isMissingEndpoint(error)) {
          setOffered(false);
          toast.info('This backend does not offer changing your name; it stays as it is.');
        } else setFailure(`Failed to update your name: ${errorText(error)}`);
      },
    });
  };

  return (
    <form className="profile__name-form" onSubmit={submit} noValidate aria-label="Edit name">
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      <TextField
        id={`${id}-name`}
        label="Display name"
        required
        value={name}
        autoComplete="name"
        error={touched ? problem : null}
        onValueChange={(value) => {
          setName(value);
          setTouched(true);
        }}
        ref={inputRef}
      />
      <div className="profile__name-actions">
        <Button type="submit" variant="primary" size="sm" busy={update.isPending}>
          Save name
        </Button>
        <Button size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
