// The edit form of SPEC §3: name, status (active, inactive, suspended), domains.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '../../../shared/constants';
import type { Organization } from '../../../shared/schemas';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { Modal } from '../../components/modal';
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

export interface EditOrganizationModalProps {
  organization: Organization | null;
  onClose: () => void;
}

export function EditOrganizationModal({ organization, onClose }: EditOrganizationModalProps) {
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
    <Modal
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
        <div className="organizations-form__field">
          <label htmlFor={`${id}-name`}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            className="organizations-form__input"
            value={name}
            required
            aria-required="true"
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="organizations-form__error">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="organizations-form__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="organizations-form__input"
            value={status}
            onChange={(event) => setStatus(event.target.value as OrganizationStatus)}
          >
            {ORGANIZATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="organizations-form__field">
          <label htmlFor={`${id}-domains`}>Domains</label>
          <input
            id={`${id}-domains`}
            className="organizations-form__input"
            value={domains}
            autoComplete="off"
            placeholder="example.com, example.org"
            aria-describedby={`${id}-domains-hint`}
            onChange={(event) => setDomains(event.target.value)}
          />
          <p id={`${id}-domains-hint`} className="organizations-form__hint">
            Comma-separated.
          </p>
        </div>
      </form>
    </Modal>
  );
}
