// "Floors for managed organizations" on a managing organization's Security tab (DESIGN
// resolution 23): require MFA, a maximum session timeout, a minimum password policy. The
// organizations it manages may tighten them, never loosen them.
import { useState, type FormEvent } from 'react';
import {
  PASSWORD_POLICIES,
  SESSION_TIMEOUT_MAX,
  SESSION_TIMEOUT_MIN,
  type PasswordPolicy,
} from '@shared/constants';
import type { Floors } from '@shared/inheritance';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SelectField, type Choice } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { errorText } from '../../lib/api-client';
import { formatQuantity } from '../../lib/format';
import { useFloors, useSaveFloors, type LoadedFloors } from './api/managed-settings';
import { sessionTimeoutError } from './settings-rules';

type PolicyChoice = PasswordPolicy | 'none';
const POLICY_CHOICES: Choice<PolicyChoice>[] = [
  { value: 'none', label: 'No minimum' },
  ...PASSWORD_POLICIES.map((p) => ({ value: p.value, label: p.label })),
];

function FloorsForm({ organizationId, loaded }: { organizationId: string; loaded: LoadedFloors }) {
  const save = useSaveFloors(organizationId);
  const [requireMfa, setRequireMfa] = useState(loaded.floors['security.requireMfa'] === true);
  const [timeout, setMaxTimeout] = useState(String(loaded.floors['security.sessionTimeout'] ?? ''));
  const [policy, setPolicy] = useState<PolicyChoice>(
    loaded.floors['security.passwordPolicy'] ?? 'none',
  );
  const [status, setStatus] = useState('');
  const timeoutError = timeout.trim() ? sessionTimeoutError(timeout) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (timeoutError || save.isPending) return;
    const floors: Floors = {
      'security.requireMfa': requireMfa ? true : null,
      'security.sessionTimeout': timeout.trim() ? Number(timeout) : null,
      'security.passwordPolicy': policy === 'none' ? null : policy,
    };
    setStatus('');
    save.mutate({ floors, etag: loaded.etag }, { onSuccess: () => setStatus('Floors saved.') });
  };

  return (
    <form className="settings-floors" onSubmit={onSubmit} noValidate aria-labelledby="floors-title">
      <h2 id="floors-title">Floors for managed organizations</h2>
      <p className="settings-panel__note">
        The {formatQuantity(loaded.managedCount, 'organization', 'organizations')} this one manages
        may set stricter values, never looser ones.
      </p>
      {save.error ? (
        <ErrorBanner
          message={errorText(save.error, 'The floors were not saved')}
          onDismiss={() => save.reset()}
        />
      ) : null}
      <CheckboxField
        id="floor-requireMfa"
        label="Require MFA in managed organizations"
        checked={requireMfa}
        onCheckedChange={setRequireMfa}
      />
      <TextField
        id="floor-sessionTimeout"
        label="Longest session timeout allowed (minutes)"
        type="number"
        inputMode="numeric"
        min={SESSION_TIMEOUT_MIN}
        max={SESSION_TIMEOUT_MAX}
        value={timeout}
        onValueChange={setMaxTimeout}
        error={timeoutError ?? undefined}
        description="Blank: no maximum."
      />
      <SelectField
        id="floor-passwordPolicy"
        label="Minimum policy for passwords"
        value={policy}
        options={POLICY_CHOICES}
        onValueChange={setPolicy}
      />
      <div className="settings-floors__actions">
        <p className="settings-floors__status" role="status">
          {status}
        </p>
        <Button type="submit" busy={save.isPending}>
          Save Floors
        </Button>
      </div>
    </form>
  );
}

export function FloorsPanel({ organizationId }: { organizationId: string }) {
  const floors = useFloors(organizationId);
  if (!floors.data) return null;
  // Not keyed by version: a save's read-back brings the new ETag without resetting the form.
  return <FloorsForm organizationId={organizationId} loaded={floors.data} />;
}
