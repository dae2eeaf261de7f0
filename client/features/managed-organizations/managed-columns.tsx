// Columns of /organization/managed: the relation fields of SPEC §3 (organization id, managed
// org id, added date, status) with the managed organization's name.
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagedOrganization } from '@shared/schemas';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDay, shortId } from '../../lib/format';

export function managedColumns(): ColumnDef<ManagedOrganization, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Organization',
      accessorFn: (relation) => relation.name ?? relation.managedOrganizationId,
      sortingFn: 'alphanumeric',
      size: 220,
      // Issue #34 item 4: the name takes the room the other columns leave.
      meta: { grow: true },
      cell: ({ row }) => (
        <div className="managed-organizations__name">
          {/* Truncated in the fixed-height row; the title gives the full name (issue #12). */}
          <span title={row.original.name ?? row.original.managedOrganizationId}>
            {row.original.name ?? row.original.managedOrganizationId}
          </span>
        </div>
      ),
    },
    {
      id: 'managedOrganizationId',
      header: 'Managed Org ID',
      accessorFn: (relation) => relation.managedOrganizationId,
      size: 150,
      cell: ({ row }) => (
        <span className="managed-organizations__mono" title={row.original.managedOrganizationId}>
          {shortId(row.original.managedOrganizationId)}
        </span>
      ),
    },
    {
      id: 'organizationId',
      header: 'Organization ID',
      accessorFn: (relation) => relation.organizationId,
      size: 150,
      cell: ({ row }) => (
        <span className="managed-organizations__mono" title={row.original.organizationId}>
          {shortId(row.original.organizationId)}
        </span>
      ),
    },
    {
      id: 'addedDate',
      header: 'Added',
      accessorFn: (relation) => relation.addedDate ?? '',
      cell: ({ row }) => formatDay(row.original.addedDate),
      meta: { filterValue: (relation) => formatDay(relation.addedDate) },
      size: 130,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (relation) => statusLabel(relation.status?.trim() || 'active'),
      cell: ({ row }) => (
        <StatusChip status={row.original.status} domain="organization" fallback="active" />
      ),
      size: 120,
    },
  ];
}
