// The edit form of SPEC §3: name, status (active, inactive, suspended), domains.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Dialog } from '../../components/dialog';
import { statusLabel } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { useUpdateOrganization } from './api/update-organization';
import {
  buildUpdateOrganizationPayload,
  editableStatus,
  formatDomains,
  validateOrganizationName,
} from './organization-form';
import { updateOrganizationFailure } from './organization-messages';

const STATUS_CHOICES = ORGANIZATION_STATUSES.map((value) => ({
  value,
  label: statusLabel(value),
}));

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
  const formId = `${id}-form`;
  const [name, setName] = useState(organization.name);
  const [status, setStatus] = useState<OrganizationStatus>(editableStatus(organization.status));
  const [domains, setDomains] = useState(formatDomains(organization.domains));
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOrganization();
  const toast = useToast();

  const nameError = validateOrganizationName(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || update.isPending) return;
    const payload = buildUpdateOrganizationPayload({ name, status, domains });
    setFailure(null);
    update.mutate(
      { id: organization.id, payload },
      {
        onSuccess: () => {
          toast.success(`Organization "${payload.name}" updated`);
          onClose();
        },
        onError: (error) => setFailure(updateOrganizationFailure(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Organization"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={Boolean(nameError)}
            busy={update.isPending}
          >
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} className="organizations-form" onSubmit={submit} noValidate>
        {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
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
      </form>
    </Dialog>
  );
}
