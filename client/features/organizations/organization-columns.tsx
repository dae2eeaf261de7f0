// The organizations table of SPEC §2: Organization, Status, Created, Users, Managed Orgs,
// Actions (a column of our own rather than the DataTable's rowActions, to give it a width). Sorting, filter and CSV read plain values; cells render looks.
import type { ColumnDef } from '@tanstack/react-table';
import type { Organization } from '../../../shared/schemas';
import { buttonClass } from '../../components/button';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDay, shortId } from '../../lib/format';
import { OrganizationActions, type OrganizationActionHandlers } from './organization-actions';

/** SPEC §4: an organization without a status is shown as Active. */
export const organizationStatus = (organization: Organization) =>
  organization.status?.trim() || 'active';

export function organizationColumns(
  onManaged: (organization: Organization) => void,
  actions: OrganizationActionHandlers,
): ColumnDef<Organization, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Organization',
      accessorFn: (organization) => organization.name,
      sortingFn: 'alphanumeric',
      cell: ({ row }) => (
        <div className="organizations-name">
          <span className="organizations-name__title" title={row.original.name}>
            {row.original.name}
          </span>
          <span className="data-table__cell-sub organizations-mono" title={row.original.id}>
            {shortId(row.original.id)}
          </span>
        </div>
      ),
      // No fixed width: the name takes whatever the other columns leave.
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
      size: 125,
    },
    {
      id: 'createdDate',
      header: 'Created',
      accessorFn: (organization) => organization.createdDate ?? '',
      cell: ({ row }) => formatDay(row.original.createdDate),
      meta: { filterValue: (organization) => formatDay(organization.createdDate) },
      size: 130,
    },
    {
      id: 'userCount',
      header: 'Users',
      accessorFn: (organization) => organization.userCount ?? 0,
      sortingFn: 'basic',
      size: 85,
    },
    {
      id: 'managed',
      header: 'Managed Orgs',
      enableSorting: false,
      enableGlobalFilter: false,
      meta: { csvExclude: true },
      size: 125,
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
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      // Five buttons for administrators, three for everyone else, on one line.
      size: actions.canAdminister ? 340 : 210,
      meta: { csvExclude: true },
      cell: ({ row }) => (
        <div className="data-table__actions">
          <OrganizationActions organization={row.original} {...actions} />
        </div>
      ),
    },
  ];
}
