// The organizations table of SPEC §2: Organization, Status, Created, Users, Managed Orgs,
// Actions (a column of our own rather than the DataTable's rowActions, to give it a width).
// Sorting, filter and CSV read plain values; cells render the looks. Built for 10,000 rows:
// names sort in natural order (natural-sort.ts), and the name filter's text is computed once per row.
import type { ColumnDef } from '@tanstack/react-table';
import type { Organization } from '@shared/schemas';
import { buttonClass } from '../../components/button';
import { naturalSortingFn } from '../../components/data-table/natural-sort';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatCount, formatDay, shortId } from '../../lib/format';
import { OrganizationActions, type OrganizationActionHandlers } from './organization-actions';

// Natural order ("Org 9" before "Org 10"), case-insensitive; the DataTable sorts it fast.
const byName = naturalSortingFn<Organization>();

/** A per-row text cache: a row object is immutable until the list is fetched again. */
function cachedText(compute: (organization: Organization) => string) {
  const cache = new WeakMap<Organization, string>();
  return (organization: Organization) => {
    let text = cache.get(organization);
    if (text === undefined) cache.set(organization, (text = compute(organization)));
    return text;
  };
}

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
      sortingFn: byName,
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
      // The name takes whatever the other columns leave (at least 170 px: with the select
      // column, the columns then fit the 990 px a 1280 px window leaves, less a 15 px scrollbar).
      size: 170,
      meta: {
        grow: true,
        // On a phone the row scrolls sideways to its actions: the name stays in view.
        className: 'organizations-name-cell',
        headerClassName: 'organizations-name-cell',
        // The filter also finds an organization by its id; the CSV has the full id beside the name.
        filterValue: cachedText((organization) =>
          `${organization.name} ${organization.id}`.toLowerCase(),
        ),
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
      size: 115,
    },
    {
      id: 'createdDate',
      header: 'Created',
      accessorFn: (organization) => organization.createdDate ?? '',
      cell: ({ row }) => formatDay(row.original.createdDate),
      // The filter looks at names, ids and statuses: dates and counts would only add noise
      // (typing "7" should not match every count with a 7) and cost on 10,000 rows.
      enableGlobalFilter: false,
      size: 130,
    },
    {
      id: 'userCount',
      header: 'Users',
      accessorFn: (organization) => organization.userCount ?? 0,
      sortingFn: 'basic',
      enableGlobalFilter: false,
      cell: ({ row }) => formatCount(row.original.userCount ?? 0),
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
          className={buttonClass('ghost', 'sm')}
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
      // Five buttons for administrators, three for everyone else, on one line; the name takes
      // the rest (about 250 px at 1280 px wide).
      size: actions.canAdminister ? 295 : 190,
      meta: { csvExclude: true },
      cell: ({ row }) => (
        <div className="data-table__actions">
          <OrganizationActions organization={row.original} {...actions} />
        </div>
      ),
    },
  ];
}
