// The view dialog of SPEC §2: the organization's facts and its domains, with add and remove
// for administrators. It reads the organization itself so a domain change shows at once.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { HistoryLink } from '../../entities/activity/history-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBanner } from '../../components/error-banner';
import { TextField } from '../../components/form/text-field';
import { Loading } from '../../components/loading';
import { Dialog } from '../../components/dialog';
import { StatusChip } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { formatCount, formatDate } from '../../lib/format';
import { useManagedOrganizationsQuery } from '../../entities/organization/get-managed-organizations';
import { useOrganizationQuery } from '../../entities/organization/get-organization';
import { useAddDomain } from './api/add-domain';
import { useRemoveDomain } from './api/remove-domain';
import { buildDomainPayload, validateDomain } from '../../entities/organization/organization-form';
import {
  addDomainFailure,
  removeDomainFailure,
  removeDomainQuestion,
} from './organization-messages';

export interface OrganizationViewDialogProps {
  organizationId: string | null;
  /** What the list already knows, shown until the organization itself has loaded. */
  initial?: Organization;
  /** Administrators add and remove domains (SPEC §6 notes). */
  canEditDomains: boolean;
  onClose: () => void;
}

export function OrganizationViewDialog({
  organizationId,
  initial,
  canEditDomains,
  onClose,
}: OrganizationViewDialogProps) {
  return (
    <Dialog open={organizationId !== null} onClose={onClose} title="Organization Details" size="lg">
      {organizationId ? (
        <OrganizationDetails
          key={organizationId}
          organizationId={organizationId}
          initial={initial}
          canEditDomains={canEditDomains}
        />
      ) : null}
    </Dialog>
  );
}

function OrganizationDetails({
  organizationId,
  initial,
  canEditDomains,
}: {
  organizationId: string;
  initial?: Organization;
  canEditDomains: boolean;
}) {
  const query = useOrganizationQuery(organizationId);
  const organization = query.data ?? initial;
  // The list DTO may carry the relations; otherwise ask for them.
  const needsManaged = organization?.managedOrganizations === undefined;
  const managed = useManagedOrganizationsQuery(needsManaged ? organizationId : null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!organization) {
    if (query.isError)
      return <ErrorBanner message={query.error.message} onRetry={() => void query.refetch()} />;
    return <Loading />;
  }

  const managedCount =
    organization.managedOrganizations?.length ??
    (managed.data ? managed.data.length : managed.isError ? 'Unavailable' : '…');

  return (
    <div className="organizations-details">
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      {query.isError ? (
        <ErrorBanner
          message={`Could not refresh this organization: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      <dl className="organizations-details__facts">
        <div>
          <dt>Name</dt>
          <dd>{organization.name}</dd>
        </div>
        <div>
          <dt>ID</dt>
          <dd className="organizations-mono">{organization.id}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusChip status={organization.status} domain="organization" fallback="active" />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(organization.createdDate)}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{formatCount(organization.userCount ?? 0)}</dd>
        </div>
        <div>
          <dt>Managed Organizations</dt>
          <dd>{managedCount}</dd>
        </div>
        {organization.description ? (
          <div className="organizations-details__wide">
            <dt>Description</dt>
            <dd>{organization.description}</dd>
          </div>
        ) : null}
      </dl>
      <DomainsSection organization={organization} canEdit={canEditDomains} onFailure={setFailure} />
      <HistoryLink global targetId={organization.id} targetName={organization.name} />
    </div>
  );
}

function DomainsSection({
  organization,
  canEdit,
  onFailure,
}: {
  organization: Organization;
  canEdit: boolean;
  onFailure: (message: string | null) => void;
}) {
  const id = useId();
  const [newDomain, setNewDomain] = useState('');
  const [touched, setTouched] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addDomain = useAddDomain();
  const removeDomain = useRemoveDomain();
  const toast = useToast();
  const domains = organization.domains ?? [];
  const domainError = validateDomain(newDomain);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (domainError || addDomain.isPending) return;
    const payload = buildDomainPayload(newDomain);
    onFailure(null);
    addDomain.mutate(
      { id: organization.id, payload },
      {
        onSuccess: () => {
          toast.success(`Domain "${payload.domain}" added`);
          setNewDomain('');
          setTouched(false);
        },
        onError: (error) => onFailure(addDomainFailure(error)),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const payload = buildDomainPayload(removing);
    onFailure(null);
    removeDomain.mutate(
      { id: organization.id, payload },
      {
        onSuccess: () => {
          toast.success(`Domain "${payload.domain}" removed`);
          // The Remove button that opened the question is gone; keep focus in this dialog.
          requestAnimationFrame(() => (inputRef.current ?? headingRef.current)?.focus());
        },
        onError: (error) => onFailure(removeDomainFailure(error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <section className="organizations-domains" aria-labelledby={`${id}-title`}>
      <h3
        id={`${id}-title`}
        className="organizations-details__heading"
        ref={headingRef}
        tabIndex={-1}
      >
        Domains
      </h3>
      {domains.length === 0 ? (
        <p className="organizations-muted organizations-domains__none">No domains.</p>
      ) : (
        <ul className="organizations-domains__list">
          {domains.map((domain) => (
            <li key={domain} className="organizations-domains__item">
              <span className="organizations-mono">{domain}</span>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove domain ${domain}`}
                  onClick={() => setRemoving(domain)}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form className="organizations-domains__add" onSubmit={add} noValidate>
          <TextField
            ref={inputRef}
            id={`${id}-domain`}
            className="organizations-domains__field"
            label="New domain"
            value={newDomain}
            placeholder="example.com"
            autoComplete="off"
            error={touched ? domainError : null}
            onValueChange={(value) => {
              setNewDomain(value);
              setTouched(true);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            disabled={Boolean(domainError)}
            busy={addDomain.isPending}
          >
            Add Domain
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Domain"
        message={removing ? removeDomainQuestion(removing) : ''}
        confirmLabel="Remove"
        danger
        busy={removeDomain.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
