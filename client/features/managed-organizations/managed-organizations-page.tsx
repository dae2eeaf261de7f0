// /organization/managed (DESIGN.md resolution 6): the organizations the selected one
// manages, in the DataTable. 'Open' makes a managed organization the selected one.
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ManagedOrganization, Organization } from '@shared/schemas';
import { Button, buttonClass } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { useSelectionStore } from '../../components/data-table/use-selection';
import { EditOrganizationDialog } from '../../entities/organization/edit-organization-dialog';
import { NoOrganizationSelected } from '../../entities/organization/no-organization-selected';
import { ErrorBanner } from '../../components/error-banner';
import { Loading } from '../../components/loading';
import { useToast } from '../../components/toast';
import { errorText } from '../../lib/api-client';
import { organizationQueryOptions } from '../../entities/organization/get-organization';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import {
  loadManagedFailure,
  NO_MANAGED_ORGANIZATIONS_MESSAGE,
} from '../../entities/organization/managed-organization-texts';
import { useManagedOrganizationsQuery } from '../../entities/organization/get-managed-organizations';
import { invalidateOrganizationData } from '../../entities/organization/organization-keys';
import { idsLeftSelected, type BulkSummary } from '../../lib/bulk/run-bulk';
import { usePolicy } from '../../entities/permission/permissions';
import { managedColumns } from './managed-columns';
import { ManagedBulkDialog } from './managed-bulk-dialog';

const MANAGED_HIDDEN_COLUMNS = ['organizationId'];

export function ManagedOrganizationsPage() {
  const context = useOrganizationContext();
  if (context.loading) return <Loading label="Loading organizations..." />;
  if (!context.selectedOrganization) {
    return (
      <div className="managed-organizations">
        {context.error ? (
          <ErrorBanner
            title="Error loading organizations"
            message={context.error}
            onRetry={context.reload}
          />
        ) : null}
        {/* The page keeps its level-one heading when there is nothing to show (axe). */}
        <h1 className="organization-overview__title">Managed Organizations</h1>
        <NoOrganizationSelected message="Choose an organization in the sidebar to see the organizations it manages." />
      </div>
    );
  }
  return (
    <ManagedOrganizationsList
      organizationId={context.selectedOrganization.id}
      organizationName={context.selectedOrganization.name}
      pickable={context.organizations.map((organization) => organization.id)}
      onSelect={context.select}
    />
  );
}

function ManagedOrganizationsList({
  organizationId,
  organizationName,
  pickable,
  onSelect,
}: {
  organizationId: string;
  organizationName: string;
  pickable: string[];
  onSelect: (id: string) => void;
}) {
  const managed = useManagedOrganizationsQuery(organizationId);
  const navigate = useNavigate();
  const columns = useMemo(() => managedColumns(), []);
  const rows = managed.data ?? [];
  // Removing a link is the backend's organizations:write + admin:access check
  // (canEditOrganization and canAccessAdminFeatures: the Administrator, SPEC §6 notes).
  const canEditLinks = usePolicy('canEditOrganization');
  const canRemove = usePolicy('canAccessAdminFeatures') && canEditLinks;
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ManagedOrganization[] | null>(null);
  // Issue #23: organizations:write edits the organizations the user reaches: an Administrator
  // every one, a Manager their own and the ones it manages (the picker's list), never a call
  // the backend is sure to refuse.
  const canEdit = usePolicy('canEditOrganization');
  const reachesEvery = usePolicy('canReachEveryOrganization');
  const [editing, setEditing] = useState<Organization | null>(null);
  const toast = useToast();
  const edit = async (relation: ManagedOrganization) => {
    try {
      // The dialog edits over the stored organization (name, status and domains).
      const options = organizationQueryOptions(relation.managedOrganizationId);
      setEditing(await queryClient.fetchQuery({ ...options, staleTime: 0 }));
    } catch (error) {
      toast.error(`Failed to load organization: ${errorText(error)}`);
    }
  };
  // Once per run: what did not succeed stays selected, the lists and the picker refresh once.
  const bulkFinished = (summary: BulkSummary) => {
    selection.replace(idsLeftSelected(summary));
    void invalidateOrganizationData(queryClient);
  };

  const open = (relation: ManagedOrganization) => {
    onSelect(relation.managedOrganizationId);
    void navigate({ to: '/organization/overview' });
  };

  return (
    <div className="managed-organizations">
      <DataTable
        title={`${organizationName} Managed Organizations`}
        headingLevel={1}
        data={rows}
        columns={columns}
        // The managing organization's id is the same on every row (it is this page's): kept
        // for Columns and the CSV, not shown by default (issue #34 item 4).
        defaultHidden={MANAGED_HIDDEN_COLUMNS}
        getRowId={(relation: ManagedOrganization) => relation.managedOrganizationId}
        countLabel={rows.length === 1 ? 'managed organization' : 'managed organizations'}
        isLoading={managed.isPending}
        error={managed.isError ? loadManagedFailure(organizationName, managed.error) : null}
        onRefresh={() => void managed.refetch()}
        refreshing={managed.isFetching}
        emptyTitle={NO_MANAGED_ORGANIZATIONS_MESSAGE}
        csvFileName="managed-organizations.csv"
        selection={
          canRemove
            ? {
                store: selection,
                rowLabel: (relation: ManagedOrganization) =>
                  relation.name ?? relation.managedOrganizationId,
                actions: (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      const ids = selection.selected();
                      setRemoving(rows.filter((row) => ids.has(row.managedOrganizationId)));
                    }}
                  >
                    Remove selected
                  </Button>
                ),
              }
            : undefined
        }
        // Open and Settings side by side (they were cut off at 360 px in the default width).
        rowActionsSize={canEdit ? 230 : 170}
        rowActions={(relation: ManagedOrganization) => {
          const name = relation.name ?? relation.managedOrganizationId;
          return (
            <>
              {/* Only organizations in the picker can become the selected one. */}
              {pickable.includes(relation.managedOrganizationId) ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`Open ${name}`}
                  onClick={() => open(relation)}
                >
                  Open
                </button>
              ) : null}
              {canEdit && (reachesEvery || pickable.includes(relation.managedOrganizationId)) ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  aria-label={`Edit ${name}`}
                  onClick={() => void edit(relation)}
                >
                  Edit
                </button>
              ) : null}
              <Link
                to="/organization/$orgId/settings"
                params={{ orgId: relation.managedOrganizationId }}
                className={buttonClass('ghost', 'sm')}
                aria-label={`Settings of ${name}`}
              >
                Settings
              </Link>
            </>
          );
        }}
      />
      <EditOrganizationDialog organization={editing} onClose={() => setEditing(null)} />
      {removing ? (
        <ManagedBulkDialog
          organizationId={organizationId}
          organizationName={organizationName}
          relations={removing}
          onFinished={bulkFinished}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
