// Columns of /organization/managed: the relation fields of SPEC §3 (organization id, managed
// org id, added date, status) with the managed organization's name.
import type { ColumnDef } from '@tanstack/react-table';
import type { ManagedOrganization } from '../../../shared/schemas';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDate, shortId } from '../../lib/format';

export function managedColumns(): ColumnDef<ManagedOrganization, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Organization',
      accessorFn: (relation) => relation.name ?? relation.managedOrganizationId,
      sortingFn: 'alphanumeric',
      size: 260,
      cell: ({ row }) => (
        <div className="managed-organizations__name">
          <span>{row.original.name ?? row.original.managedOrganizationId}</span>
        </div>
      ),
    },
    {
      id: 'managedOrganizationId',
      header: 'Managed Org ID',
      accessorFn: (relation) => relation.managedOrganizationId,
      size: 130,
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
      size: 130,
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
      cell: ({ row }) => formatDate(row.original.addedDate),
      meta: { filterValue: (relation) => formatDate(relation.addedDate) },
      size: 180,
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
