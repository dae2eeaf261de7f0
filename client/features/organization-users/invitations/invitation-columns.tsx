// Global → Invitations' columns: the person (linking to their page), the organization, the
// status chip, "expires in" (or "expired …", marked when it is within 24 h), and who sent it.
// At 1280 px they fit beside the sidebar with the select column too: no sideways scroll.
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { INVITE_EXPIRING_SOON_MS, invitationStatusAt, type InvitationRow } from '@shared/people';
import { StatusChip } from '../../../components/status-chip';
import { TimeWithTip } from '../../../components/time-with-tip';
import { formatDate, formatRelative } from '../../../lib/format';

/** A row's id: a person's id is unique within their organization only. */
export const invitationKey = (row: InvitationRow) => `${row.organizationId}/${row.userId}`;

export const invitationLabel = (row: InvitationRow) => row.name?.trim() || row.email;

export function expiresText(row: InvitationRow, now: number): string {
  const status = invitationStatusAt(row.status, row.expiresAt, now);
  const relative = formatRelative(row.expiresAt, now);
  return status === 'expired' ? `expired ${relative}` : `expires ${relative}`;
}

export const isExpiringSoon = (row: InvitationRow, now: number) => {
  const left = Date.parse(row.expiresAt) - now;
  return left > 0 && left <= INVITE_EXPIRING_SOON_MS;
};

/**
 * "expires in 3 hours", in the warning colour and bold when that is within 24 h: the time says
 * how soon, so it needs no second marker beside the status chip (which wrapped the row).
 */
function ExpiresText({ row, now }: { row: InvitationRow; now: number }) {
  const soon = isExpiringSoon(row, now);
  return (
    <span className={soon ? 'invitations__expires--soon' : undefined}>{expiresText(row, now)}</span>
  );
}

export function invitationColumns(now: number): ColumnDef<InvitationRow, unknown>[] {
  return [
    {
      id: 'person',
      accessorFn: (row) => invitationLabel(row).toLowerCase(),
      header: 'Person',
      size: 240,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="invitations__person">
          <Link
            to="/organization/users/$userId"
            params={{ userId: row.original.userId }}
            search={{ org: row.original.organizationId }}
          >
            {invitationLabel(row.original)}
          </Link>
          {row.original.name ? (
            <span className="invitations__email">{row.original.email}</span>
          ) : null}
        </span>
      ),
      meta: { csv: (row) => row.email, grow: true },
    },
    {
      id: 'organization',
      accessorFn: (row) => row.organizationName ?? row.organizationId,
      header: 'Organization',
      size: 200,
      enableSorting: false,
    },
    {
      id: 'status',
      accessorFn: (row) => invitationStatusAt(row.status, row.expiresAt, now) ?? '',
      header: 'Status',
      size: 130,
      enableSorting: false,
      cell: ({ row }) => (
        <StatusChip
          status={invitationStatusAt(row.original.status, row.original.expiresAt, now)}
          domain="user"
          fallback="Unknown"
        />
      ),
    },
    {
      id: 'expires',
      accessorFn: (row) => row.expiresAt,
      header: 'Expires',
      size: 180,
      enableSorting: false,
      cell: ({ row }) => (
        <TimeWithTip dateTime={row.original.expiresAt} exact={formatDate(row.original.expiresAt)}>
          <ExpiresText row={row.original} now={now} />
        </TimeWithTip>
      ),
      meta: { csv: (row) => row.expiresAt },
    },
    {
      id: 'invitedBy',
      accessorFn: (row) => row.invitedBy ?? '',
      header: 'Sent by',
      size: 150,
      enableSorting: false,
    },
  ];
}

/** The Cards view: who, where, the status and when it expires. */
export function InvitationCard({ row, now }: { row: InvitationRow; now: number }) {
  return (
    <div className="invitations__card">
      <span className="invitations__person">
        <Link
          to="/organization/users/$userId"
          params={{ userId: row.userId }}
          search={{ org: row.organizationId }}
        >
          {invitationLabel(row)}
        </Link>
        {row.name ? <span className="invitations__email">{row.email}</span> : null}
      </span>
      <span>{row.organizationName ?? row.organizationId}</span>
      <span>
        <StatusChip status={invitationStatusAt(row.status, row.expiresAt, now)} domain="user" />
      </span>
      <ExpiresText row={row} now={now} />
    </div>
  );
}
