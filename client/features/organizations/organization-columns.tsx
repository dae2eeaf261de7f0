// The organizations table of SPEC §2: Organization, Status, Created, Users, Managed Orgs
// (the DataTable adds Actions). Sorting, filter and CSV read plain values; cells render looks.
import type { ColumnDef } from '@tanstack/react-table';
import type { Organization } from '../../../shared/schemas';
import { buttonClass } from '../../components/button';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDate, shortId } from '../../lib/format';

/** SPEC §4: an organization without a status is shown as Active. */
export const organizationStatus = (organization: Organization) =>
  organization.status?.trim() || 'active';

export function organizationColumns(
  onManaged: (organization: Organization) => void,
): ColumnDef<Organization, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Organization',
      accessorFn: (organization) => organization.name,
      sortingFn: 'alphanumeric',
      cell: ({ row }) => (
        <div className="organizations-name">
          <span className="organizations-name__title">{row.original.name}</span>
          <span className="data-table__cell-sub organizations-mono" title={row.original.id}>
            {shortId(row.original.id)}
          </span>
        </div>
      ),
      size: 280,
      meta: {
        // The filter also finds an organization by its id; the CSV has the full id beside the name.
        filterValue: (organization) => `${organization.name} ${organization.id}`,
        csv: (organization) => organization.name,
      },
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (organization) => statusLabel(organizationStatus(organization)),
      cell: ({ row }) => (
        <StatusChip status={row.original.status} domain="organization" fallback="active" />
      ),
      size: 120,
    },
    {
      id: 'createdDate',
      header: 'Created',
      accessorFn: (organization) => organization.createdDate ?? '',
      cell: ({ row }) => formatDate(row.original.createdDate),
      meta: { filterValue: (organization) => formatDate(organization.createdDate) },
      size: 180,
    },
    {
      id: 'userCount',
      header: 'Users',
      accessorFn: (organization) => organization.userCount ?? 0,
      sortingFn: 'basic',
      size: 90,
    },
    {
      id: 'managed',
      header: 'Managed Orgs',
      enableSorting: false,
      enableGlobalFilter: false,
      meta: { csvExclude: true },
      size: 120,
      cell: ({ row }) => (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={`View managed organizations of ${row.original.name}`}
          onClick={() => onManaged(row.original)}
        >
          View
        </button>
      ),
    },
  ];
}
