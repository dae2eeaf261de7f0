// The organizations table of SPEC §2: Organization, Status, Created, Users, Managed Orgs,
// Actions. Sorting and filtering read plain values; cells render the looks.
import type { ColumnDef } from '@tanstack/react-table';
import type { Organization } from '../../../shared/schemas';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDate, shortId } from '../../lib/format';
import { OrganizationActions, type OrganizationActionHandlers } from './organization-actions';

/** SPEC §4: an organization without a status is shown as Active. */
export const organizationStatus = (organization: Organization) => organization.status || 'active';

export function organizationColumns(
  handlers: OrganizationActionHandlers,
): ColumnDef<Organization, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Organization',
      accessorFn: (organization) => organization.name,
      sortingFn: 'text',
      cell: ({ row }) => (
        <div className="organizations-name">
          <span className="organizations-name__title">{row.original.name}</span>
          <span className="organizations-mono organizations-muted" title={row.original.id}>
            {shortId(row.original.id)}
          </span>
        </div>
      ),
    },
    {
      id: 'id',
      header: 'ID',
      accessorFn: (organization) => organization.id,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (organization) => statusLabel(organizationStatus(organization)),
      cell: ({ row }) => (
        <StatusChip status={row.original.status} domain="organization" fallback="active" />
      ),
    },
    {
      id: 'createdDate',
      header: 'Created',
      accessorFn: (organization) => organization.createdDate ?? '',
      cell: ({ row }) => formatDate(row.original.createdDate),
    },
    {
      id: 'userCount',
      header: 'Users',
      accessorFn: (organization) => organization.userCount ?? 0,
      sortingFn: 'basic',
    },
    {
      id: 'managed',
      header: 'Managed Orgs',
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={`View managed organizations of ${row.original.name}`}
          onClick={() => handlers.onManaged(row.original)}
        >
          View
        </button>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      enableGlobalFilter: false,
      enableHiding: false,
      cell: ({ row }) => <OrganizationActions organization={row.original} {...handlers} />,
    },
  ];
}
