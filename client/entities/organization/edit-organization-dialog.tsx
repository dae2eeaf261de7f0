// The edit form of SPEC §3: name, status (active, inactive, suspended), domains. Shared by the
// organizations screen, Organization Overview and Managed Orgs (issue #23: a Manager edits
// their own and managed organizations).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { ErrorBanner } from '../../components/error-banner';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { FormDialog } from '../../components/form-dialog';
import { statusLabel } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { asFailure } from '../../lib/api-client';
import { useOrganizationVersion } from './read-organization-version';
import { useUpdateOrganization } from './update-organization';
import {
  buildUpdateOrganizationPayload,
  editableStatus,
  formatDomains,
  validateOrganizationName,
} from './organization-form';
import { ORGANIZATION_CHANGED_ELSEWHERE, updateOrganizationFailure } from './organization-texts';

const STATUS_CHOICES = ORGANIZATION_STATUSES.map((value) => ({
  value,
  label: statusLabel(value),
}));

interface FormSeed {
  name: string;
  status: OrganizationStatus;
  domains: string;
}

const seedOf = (organization: Organization): FormSeed => ({
  name: organization.name,
  status: editableStatus(organization.status),
  domains: formatDomains(organization.domains),
});

const sameSeed = (a: FormSeed, b: FormSeed) =>
  a.name === b.name && a.status === b.status && a.domains === b.domains;

export interface EditOrganizationDialogProps {
  organization: Organization | null;
  onClose: () => void;
}

export function EditOrganizationDialog({ organization, onClose }: EditOrganizationDialogProps) {
  return organization ? (
    <EditOrganizationForm key={organization.id} organization={organization} onClose={onClose} />
  ) : null;
}

function EditOrganizationForm({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(organization.name);
  const [status, setStatus] = useState<OrganizationStatus>(editableStatus(organization.status));
  const [domains, setDomains] = useState(formatDomains(organization.domains));
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOrganization();
  const toast = useToast();
  // What the form was seeded from, and the stored version it matches (DESIGN resolution 18).
  const [seed, setSeed] = useState(() => seedOf(organization));
  const version = useOrganizationVersion(organization.id);
  const fresh = version.data ? seedOf(version.data.organization) : null;
  // Someone changed it since the list was read, or a save was refused as stale.
  const [refused, setRefused] = useState(false);
  const stale = refused || (fresh !== null && !sameSeed(fresh, seed));

  // The stored version becomes the seed; what this user changed stays on screen over it.
  const reloadLatest = async () => {
    const latest = await version.refetch();
    if (!latest.data) return;
    const next = seedOf(latest.data.organization);
    if (name === seed.name) setName(next.name);
    if (status === seed.status) setStatus(next.status);
    if (domains === seed.domains) setDomains(next.domains);
    setSeed(next);
    setRefused(false);
  };

  const nameError = validateOrganizationName(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || update.isPending) return;
    const payload = buildUpdateOrganizationPayload({ name, status, domains });
    setFailure(null);
    // Save is disabled while the version is unknown or stale (Enter included: no implicit
    // submission through a disabled button), so the version read is the one edited over.
    const etag = version.data?.etag ?? null;
    update.mutate(
      { id: organization.id, payload, etag },
      {
        onSuccess: () => {
          toast.success(`Organization "${payload.name}" updated`);
          onClose();
        },
        onError: (error) =>
          asFailure(error).status === 409 && etag
            ? setRefused(true)
            : setFailure(updateOrganizationFailure(error)),
      },
    );
  };

  return (
    <FormDialog
      title="Edit Organization"
      onClose={onClose}
      id={id}
      onSubmit={submit}
      submitLabel="Save Changes"
      busy={update.isPending}
      // Until the stored version is known (one quick read), a save could not name it.
      submitDisabled={Boolean(nameError) || stale || version.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      {stale ? (
        <ErrorBanner
          title="Changed by someone else"
          message={ORGANIZATION_CHANGED_ELSEWHERE}
          onRetry={() => void reloadLatest()}
          retryLabel="Reload latest"
        />
      ) : null}
      <TextField
        id={`${id}-name`}
        label="Name"
        required
        value={name}
        autoComplete="off"
        error={nameError}
        onValueChange={setName}
        data-autofocus
      />
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={status}
        options={STATUS_CHOICES}
        onValueChange={setStatus}
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
