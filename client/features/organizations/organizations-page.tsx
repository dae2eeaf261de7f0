// /global/organizations (SPEC §2): every organization in the DataTable, with the view, add,
// edit, delete, JSON and managed-organizations dialogs.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Organization } from '@shared/schemas';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { useSelectionStore } from '../../components/data-table/use-selection';
import { ErrorBanner } from '../../components/error-banner';
import { JsonView } from '../../components/json-view';
import { Dialog } from '../../components/dialog';
import { useToast } from '../../components/toast';
import { usePolicy } from '../../entities/permission/permissions';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationsQuery } from '../../entities/organization/get-organizations';
import {
  invalidateOrganizationData,
  organizationKeys,
} from '../../entities/organization/organization-keys';
import { idsLeftSelected, type BulkSummary } from '../../lib/bulk/run-bulk';
import { useRequestedDialog } from '../../lib/requested-dialog';
import { AddOrganizationDialog } from './add-organization-dialog';
import { useDeleteOrganization } from './api/delete-organization';
import { EditOrganizationDialog } from '../../entities/organization/edit-organization-dialog';
import { ManagedOrganizationsDialog } from './managed-organizations-dialog';
import { OrganizationCard } from './organization-card';
import { organizationColumns } from './organization-columns';
import { deleteOrganizationFailure } from './organization-messages';
import { OrganizationViewDialog } from './organization-view-dialog';
import { OrganizationsBulkDialog, type OrganizationsBulkAction } from './organizations-bulk-dialog';

type DialogState =
  { mode: 'add' } | { mode: 'view' | 'edit' | 'delete' | 'json' | 'managed'; id: string } | null;

export function OrganizationsPage() {
  // SPEC §6 notes: "Administrator alone sees Add/Edit/Delete organization and domain
  // add/remove". The canEditOrganization policy (organizations:write) is also granted to
  // Manager, so these controls ask for the Administrator role instead of that policy.
  const isAdministrator = usePolicy('canAdministerOrganizations');
  const ownOrganizationId = useAuth().user?.organizationId;
  const organizations = useOrganizationsQuery();
  const remove = useDeleteOrganization();
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogState>(null);
  // The organization created last (issue #34 item 5): its row is marked until the next one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Bulk actions need the single-row action's rule and its SPEC policy (DESIGN resolution 11).
  const canBulkEdit = usePolicy('canEditOrganization') && isAdministrator;
  const canBulkDelete = usePolicy('canDeleteOrganization') && isAdministrator;
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const [bulk, setBulk] = useState<{
    action: OrganizationsBulkAction;
    organizations: Organization[];
  } | null>(null);

  const rows = useMemo(() => organizations.data ?? [], [organizations.data]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const current = dialog && 'id' in dialog ? byId.get(dialog.id) : undefined;
  const close = () => setDialog(null);
  // The command palette's "Add organization" lands here with a request to open the dialog.
  useRequestedDialog('add-organization', () => setDialog({ mode: 'add' }), isAdministrator);

  const open =
    (mode: 'view' | 'edit' | 'delete' | 'json' | 'managed') => (organization: Organization) =>
      setDialog({ mode, id: organization.id });
  const actions = useMemo(
    () => ({
      canAdminister: isAdministrator,
      ownOrganizationId,
      onView: open('view'),
      onJson: open('json'),
      onEdit: open('edit'),
      onDelete: open('delete'),
    }),
    [isAdministrator, ownOrganizationId],
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

  const openBulk = (action: OrganizationsBulkAction) => {
    const ids = selection.selected();
    setBulk({ action, organizations: rows.filter((row) => ids.has(row.id)) });
  };
  // Once per run, not per row: what did not succeed stays selected, the lists refresh once.
  const bulkFinished = (action: OrganizationsBulkAction, summary: BulkSummary) => {
    selection.replace(idsLeftSelected(summary));
    if (action === 'delete')
      for (const item of summary.succeeded)
        queryClient.removeQueries({ queryKey: organizationKeys.detail(item.id) });
    void invalidateOrganizationData(queryClient);
  };

  const loadError = organizations.isError
    ? errorText(organizations.error, 'Failed to load organizations')
    : null;

  return (
    <div className="organizations-page">
      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      <DataTable
        title="Organizations"
        headingLevel={1}
        toolbarExtra={
          isAdministrator ? (
            <Button variant="primary" onClick={() => setDialog({ mode: 'add' })}>
              Add Organization
            </Button>
          ) : null
        }
        data={rows}
        columns={columns}
        getRowId={(organization: Organization) => organization.id}
        highlightRowId={createdId}
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
        selection={
          canBulkEdit || canBulkDelete
            ? {
                store: selection,
                rowLabel: (organization: Organization) => organization.name,
                actions: (
                  <>
                    {canBulkEdit ? (
                      <Button size="sm" onClick={() => openBulk('status')}>
                        Change status
                      </Button>
                    ) : null}
                    {canBulkDelete ? (
                      <Button size="sm" variant="danger" onClick={() => openBulk('delete')}>
                        Delete selected
                      </Button>
                    ) : null}
                  </>
                ),
              }
            : undefined
        }
      />
      {bulk ? (
        <OrganizationsBulkDialog
          action={bulk.action}
          organizations={bulk.organizations}
          onFinished={(summary) => bulkFinished(bulk.action, summary)}
          onClose={() => setBulk(null)}
        />
      ) : null}

      <OrganizationViewDialog
        organizationId={dialog?.mode === 'view' ? dialog.id : null}
        initial={dialog?.mode === 'view' ? current : undefined}
        canEditDomains={isAdministrator}
        onClose={close}
      />
      <AddOrganizationDialog
        open={dialog?.mode === 'add'}
        onClose={close}
        onCreated={(id, open) => {
          setCreatedId(id);
          if (open) setDialog({ mode: 'view', id });
        }}
      />
      <EditOrganizationDialog
        organization={dialog?.mode === 'edit' && current ? current : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.mode === 'delete' && current !== undefined}
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
      <Dialog
        open={dialog?.mode === 'json' && current !== undefined}
        onClose={close}
        title={current ? `Organization JSON — ${current.name}` : 'Organization JSON'}
        size="lg"
      >
        {current ? <JsonView value={current} label={`${current.name} as JSON`} /> : null}
      </Dialog>
      <ManagedOrganizationsDialog
        organization={dialog?.mode === 'managed' && current ? current : null}
        canManage={isAdministrator}
        onView={(id) => setDialog({ mode: 'view', id })}
        onClose={close}
      />
    </div>
  );
}
