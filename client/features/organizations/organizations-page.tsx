// /global/organizations (SPEC §2): every organization in the DataTable, with the view, add,
// edit, delete, JSON and managed-organizations modals.
import { useMemo, useState } from 'react';
import type { Organization } from '../../../shared/schemas';
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { ErrorBanner } from '../../components/error-banner';
import { JsonView } from '../../components/json-view';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { usePolicy } from '../../lib/permissions';
import { useOrganizationsQuery } from '../../lib/organizations-api';
import { AddOrganizationModal } from './add-organization-modal';
import { useDeleteOrganization } from './api/delete-organization';
import { EditOrganizationModal } from './edit-organization-modal';
import { ManagedOrganizationsModal } from './managed-organizations-modal';
import { OrganizationCard } from './organization-card';
import { organizationColumns } from './organization-columns';
import { deleteOrganizationFailure } from './organization-messages';
import { OrganizationViewModal } from './organization-view-modal';

export const SIGNED_OUT_MESSAGE = 'Access Denied - Please log in to view organizations.';
export const NOT_ADMINISTRATOR_MESSAGE =
  'Global organization management requires administrator privileges.';

type ModalState =
  { mode: 'add' } | { mode: 'view' | 'edit' | 'delete' | 'json' | 'managed'; id: string } | null;

export function OrganizationsPage() {
  const { isAuthenticated } = useAuth();
  const canViewGlobal = usePolicy('canViewGlobal');
  if (!isAuthenticated)
    return <AccessDeniedMessage message={SIGNED_OUT_MESSAGE} onSignIn={signIn} />;
  if (!canViewGlobal) return <AccessDeniedMessage message={NOT_ADMINISTRATOR_MESSAGE} />;
  return <OrganizationsScreen />;
}

function OrganizationsScreen() {
  // SPEC §6 notes: "Administrator alone sees Add/Edit/Delete organization and domain
  // add/remove". The canEditOrganization policy (organizations:write) is also granted to
  // Manager, so these controls ask for the Administrator role instead of that policy.
  const isAdministrator = usePolicy('canAdministerOrganizations');
  const organizations = useOrganizationsQuery();
  const remove = useDeleteOrganization();
  const toast = useToast();
  const [modal, setModal] = useState<ModalState>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rows = useMemo(() => organizations.data ?? [], [organizations.data]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const current = modal && 'id' in modal ? byId.get(modal.id) : undefined;
  const close = () => setModal(null);

  const open =
    (mode: 'view' | 'edit' | 'delete' | 'json' | 'managed') => (organization: Organization) =>
      setModal({ mode, id: organization.id });
  const actions = useMemo(
    () => ({
      canAdminister: isAdministrator,
      onView: open('view'),
      onJson: open('json'),
      onEdit: open('edit'),
      onDelete: open('delete'),
    }),
    [isAdministrator],
  );
  const columns = useMemo(() => organizationColumns(open('managed'), actions), [actions]);

  const confirmDelete = () => {
    if (!current) return;
    const { id, name } = current;
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => toast.success(`Organization "${name}" deleted`),
      onError: (error) => setFailure(deleteOrganizationFailure(error)),
      onSettled: close,
    });
  };

  const loadError = organizations.isError
    ? organizations.error.message || 'Failed to load organizations'
    : null;

  return (
    <div className="organizations-page">
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      <DataTable
        title="Organizations"
        headingLevel={1}
        toolbarExtra={
          isAdministrator ? (
            <Button variant="primary" onClick={() => setModal({ mode: 'add' })}>
              Add Organization
            </Button>
          ) : null
        }
        data={rows}
        columns={columns}
        getRowId={(organization: Organization) => organization.id}
        count={rows.length}
        countLabel={rows.length === 1 ? 'organization' : 'organizations'}
        isLoading={organizations.isPending}
        error={loadError}
        onRefresh={() => void organizations.refetch()}
        refreshing={organizations.isFetching}
        emptyTitle="No organizations found."
        emptyMessage="You may not have access to any organizations."
        renderCard={(organization: Organization) => (
          <OrganizationCard
            organization={organization}
            onManaged={() => open('managed')(organization)}
            actions={actions}
          />
        )}
        csvFileName="organizations.csv"
      />

      <OrganizationViewModal
        organizationId={modal?.mode === 'view' ? modal.id : null}
        initial={modal?.mode === 'view' ? current : undefined}
        canEditDomains={isAdministrator}
        onClose={close}
      />
      <AddOrganizationModal open={modal?.mode === 'add'} onClose={close} />
      <EditOrganizationModal
        organization={modal?.mode === 'edit' && current ? current : null}
        onClose={close}
      />
      <ConfirmDialog
        open={modal?.mode === 'delete' && current !== undefined}
        title="Delete Organization"
        message={
          current
            ? `Are you sure you want to delete the organization "${current.name}"? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      <Modal
        open={modal?.mode === 'json' && current !== undefined}
        onClose={close}
        title={current ? `Organization JSON — ${current.name}` : 'Organization JSON'}
        size="lg"
      >
        {current ? <JsonView value={current} label={`${current.name} as JSON`} /> : null}
      </Modal>
      <ManagedOrganizationsModal
        organization={modal?.mode === 'managed' && current ? current : null}
        canManage={isAdministrator}
        onView={(id) => setModal({ mode: 'view', id })}
        onClose={close}
      />
    </div>
  );
}
