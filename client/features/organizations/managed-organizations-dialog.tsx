// SPEC §2's managed organizations dialog, with DESIGN.md resolution 3: 'View' opens the
// managed organization's view, 'Remove' and 'Add Managed Organization' call the managed
// endpoints. Those three buttons are for administrators only, as the spec lists them.
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { ManagedOrganization, Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorBanner } from '../../components/error-banner';
import { TextField } from '../../components/form/text-field';
import { Loading } from '../../components/loading';
import { Dialog } from '../../components/dialog';
import { StatusChip } from '../../components/status-chip';
import { useToast } from '../../components/toast';
import { formatDate, shortId } from '../../lib/format';
import {
  loadManagedFailure,
  NO_MANAGED_ORGANIZATIONS_MESSAGE,
} from '../../entities/organization/managed-organization-texts';
import { useManagedOrganizationsQuery } from '../../entities/organization/get-managed-organizations';
import { useOrganizationsQuery } from '../../entities/organization/get-organizations';
import { useAddManagedOrganization } from './api/add-managed-organization';
import { useRemoveManagedOrganization } from './api/remove-managed-organization';
import { addManagedFailure, removeManagedFailure } from './organization-messages';
import { managedCandidates } from './managed-candidates';

export interface ManagedOrganizationsDialogProps {
  organization: Organization | null;
  canManage: boolean;
  onView: (managedOrganizationId: string) => void;
  onClose: () => void;
}

export function ManagedOrganizationsDialog({
  organization,
  canManage,
  onView,
  onClose,
}: ManagedOrganizationsDialogProps) {
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      title={
        organization ? `Managed Organizations — ${organization.name}` : 'Managed Organizations'
      }
      size="lg"
    >
      {organization ? (
        <ManagedOrganizationsBody
          key={organization.id}
          organization={organization}
          canManage={canManage}
          onView={onView}
        />
      ) : null}
    </Dialog>
  );
}

function ManagedOrganizationsBody({
  organization,
  canManage,
  onView,
}: {
  organization: Organization;
  canManage: boolean;
  onView: (managedOrganizationId: string) => void;
}) {
  const managed = useManagedOrganizationsQuery(organization.id);
  // Names for relations that carry only ids, and the picker's choices.
  const all = useOrganizationsQuery();
  const names = useMemo(
    () => new Map((all.data ?? []).map((item) => [item.id, item.name])),
    [all.data],
  );
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ManagedOrganization | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useRemoveManagedOrganization();
  const toast = useToast();

  const nameOf = (relation: ManagedOrganization) =>
    relation.name ??
    names.get(relation.managedOrganizationId) ??
    shortId(relation.managedOrganizationId);

  const confirmRemove = () => {
    if (!removing) return;
    const name = nameOf(removing);
    setFailure(null);
    remove.mutate(
      { organizationId: organization.id, managedOrganizationId: removing.managedOrganizationId },
      {
        onSuccess: () => toast.success(`"${name}" is no longer managed by "${organization.name}"`),
        onError: (error) => setFailure(removeManagedFailure(error)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const rows = managed.data ?? [];

  return (
    <div className="organizations-managed">
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      {managed.isError && !loadErrorDismissed ? (
        <ErrorBanner
          message={loadManagedFailure(organization.name, managed.error)}
          onDismiss={() => setLoadErrorDismissed(true)}
          onRetry={() => {
            setLoadErrorDismissed(false);
            void managed.refetch();
          }}
        />
      ) : null}
      {canManage ? (
        <div className="organizations-managed__toolbar">
          <Button
            variant="primary"
            onClick={() => setAdding((open) => !open)}
            aria-expanded={adding}
          >
            Add Managed Organization
          </Button>
        </div>
      ) : null}
      {canManage && adding ? (
        <AddManagedPicker
          organization={organization}
          candidates={managedCandidates(all.data ?? [], organization.id, rows)}
          loading={all.isPending}
          loadError={all.isError ? all.error.message : null}
          onDone={() => setAdding(false)}
          onFailure={setFailure}
        />
      ) : null}
      {managed.isPending ? (
        <Loading />
      ) : managed.isError ? null : rows.length === 0 ? (
        <EmptyState title={NO_MANAGED_ORGANIZATIONS_MESSAGE} />
      ) : (
        <div className="organizations-managed__scroll">
          <table className="organizations-managed__table">
            <caption className="visually-hidden">
              Organizations managed by {organization.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Organization ID</th>
                <th scope="col">Managed Org ID</th>
                <th scope="col">Added</th>
                <th scope="col">Status</th>
                {canManage ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((relation) => (
                <tr key={relation.managedOrganizationId}>
                  <td>{nameOf(relation)}</td>
                  <td className="organizations-mono" title={relation.organizationId}>
                    {shortId(relation.organizationId)}
                  </td>
                  <td className="organizations-mono" title={relation.managedOrganizationId}>
                    {shortId(relation.managedOrganizationId)}
                  </td>
                  <td>{formatDate(relation.addedDate)}</td>
                  <td>
                    <StatusChip status={relation.status} domain="organization" fallback="active" />
                  </td>
                  {canManage ? (
                    <td>
                      <div className="organizations-actions">
                        <Button
                          size="sm"
                          aria-label={`View ${nameOf(relation)}`}
                          onClick={() => onView(relation.managedOrganizationId)}
                        >
                          View
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Remove ${nameOf(relation)}`}
                          onClick={() => setRemoving(relation)}
                        >
                          Remove
                        </Button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Managed Organization"
        message={
          removing
            ? `Are you sure you want to remove "${nameOf(removing)}" from the organizations managed by "${organization.name}"?`
            : ''
        }
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/** A searchable list of organizations that could become managed by this one. */
function AddManagedPicker({
  organization,
  candidates,
  loading,
  loadError,
  onDone,
  onFailure,
}: {
  organization: Organization;
  candidates: Organization[];
  loading: boolean;
  loadError: string | null;
  onDone: () => void;
  onFailure: (message: string | null) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  const add = useAddManagedOrganization();
  const toast = useToast();

  const term = search.trim().toLowerCase();
  const matches = term
    ? candidates.filter(
        (candidate) =>
          candidate.name.toLowerCase().includes(term) || candidate.id.toLowerCase().includes(term),
      )
    : candidates;
  const chosen = matches.find((candidate) => candidate.id === selected);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || add.isPending) return;
    onFailure(null);
    add.mutate(
      { organizationId: organization.id, managedOrganizationId: chosen.id },
      {
        onSuccess: () => {
          toast.success(`"${chosen.name}" is now managed by "${organization.name}"`);
          onDone();
        },
        onError: (error) => onFailure(addManagedFailure(error)),
      },
    );
  };

  if (loading) return <Loading label="Loading organizations..." />;
  if (loadError) return <ErrorBanner message={`Failed to load organizations: ${loadError}`} />;

  return (
    <form className="organizations-picker" onSubmit={submit} aria-label="Add managed organization">
      <TextField
        id={`${id}-search`}
        type="search"
        label="Search organizations"
        value={search}
        autoComplete="off"
        placeholder="Name or ID"
        onValueChange={setSearch}
        data-autofocus
      />
      {/* A list box (size > 1) of a changing length: the kit's drop-down does not fit it. */}
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-choice`}>
          Organization to manage ({matches.length} {matches.length === 1 ? 'match' : 'matches'})
        </label>
        <select
          id={`${id}-choice`}
          className="form-field__input organizations-picker__list"
          size={Math.min(Math.max(matches.length, 2), 6)}
          value={chosen ? chosen.id : ''}
          onChange={(event) => setSelected(event.target.value)}
        >
          {matches.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} ({shortId(candidate.id)})
            </option>
          ))}
        </select>
        {matches.length === 0 ? <p className="form-field__hint">No organizations match.</p> : null}
      </div>
      <div className="organizations-form__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={!chosen} busy={add.isPending}>
          Add
        </Button>
      </div>
    </form>
  );
}
