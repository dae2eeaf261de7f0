// /global/invitations (DESIGN resolution 20): pending and expired invitations across every
// organization, filtered on the server (chips with counts, a text search, "expiring within
// 24 h"), with bulk Resend and Revoke through the bulk runner.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { InvitationRow } from '@shared/people';
import { Button } from '../../../components/button';
import { DataTable } from '../../../components/data-table/data-table';
import { useSelectionStore } from '../../../components/data-table/use-selection';
import { StatusFilterBar } from '../../../components/status-filter-bar';
import { errorText, isMissingEndpoint } from '../../../lib/api-client';
import { idsLeftSelected, type BulkSummary } from '../../../lib/bulk/run-bulk';
import { useUpdateSearch } from '../../../lib/use-update-search';
import { getInvitationsPage, invitationsKeys, useInvitations } from '../api/invitations';
import {
  InvitationCard,
  invitationColumns,
  invitationKey,
  invitationLabel,
} from './invitation-columns';
import { invitationFilterOf } from './invitation-filter';
import { INVITATION_FILTERS, type InvitationFilterName } from './invitations-search';
import { InvitationsBulkDialog, type InvitationsBulkAction } from './invitations-bulk-dialog';

const route = getRouteApi('/global/invitations');

const FILTER_LABELS: Record<InvitationFilterName, string> = {
  open: 'Pending and expired',
  pending: 'Pending',
  expired: 'Expired',
  expiring: 'Expiring within 24 h',
};

/** Each chip's count: the total of its own filter (one small request each). */
function useChipCounts(q: string | undefined): Record<InvitationFilterName, number> | null {
  const counts = useQuery({
    queryKey: [...invitationsKeys.all, 'counts', q ?? ''],
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(
        INVITATION_FILTERS.map((show) =>
          getInvitationsPage({ ...invitationFilterOf({ show, q }), limit: '1' }, null, signal),
        ),
      );
      return Object.fromEntries(
        INVITATION_FILTERS.map((show, i) => [show, totals[i]?.total ?? 0]),
      ) as Record<InvitationFilterName, number>;
    },
    retry: false,
  });
  return counts.data ?? null;
}

export function InvitationsPage() {
  const search = route.useSearch();
  const updateSearch = useUpdateSearch();
  const show = search.show ?? 'open';
  const [q, setQ] = useState<string | undefined>(search.q);
  const filter = invitationFilterOf({ show, q });
  const query = useInvitations(filter);
  const counts = useChipCounts(q);
  const [now] = useState(() => Date.now());
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  const columns = useMemo(() => invitationColumns(now), [now]);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const [bulk, setBulk] = useState<{ action: InvitationsBulkAction; rows: InvitationRow[] } | null>(
    null,
  );
  const openBulk = (action: InvitationsBulkAction) => {
    const ids = selection.selected();
    setBulk({ action, rows: rows.filter((row) => ids.has(invitationKey(row))) });
  };
  const bulkFinished = (summary: BulkSummary) => {
    selection.replace(idsLeftSelected(summary));
    void queryClient.invalidateQueries({ queryKey: invitationsKeys.all });
  };

  if (query.isError && isMissingEndpoint(query.error)) {
    return (
      <section className="invitations">
        <h1>Invitations</h1>
        <p className="user-page__notice">
          This backend does not list invitations across organizations. Each organization&apos;s
          Users screen shows its own.
        </p>
      </section>
    );
  }

  return (
    <section className="invitations">
      <StatusFilterBar
        filters={INVITATION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        value={show}
        counts={counts}
        onChange={(value) =>
          updateSearch((previous) => ({ ...previous, show: value === 'open' ? undefined : value }))
        }
      />
      <DataTable
        title="Invitations"
        headingLevel={1}
        data={rows}
        columns={columns}
        getRowId={invitationKey}
        count={total}
        countLabel={`${total === 1 ? 'invitation' : 'invitations'}${query.hasNextPage ? ' (more available)' : ''}`}
        serverSearch={{
          onChange: ({ filter: text }) => {
            clearTimeout(pause.current);
            pause.current = setTimeout(() => setQ(text.trim() || undefined), 150);
          },
        }}
        isLoading={query.isPending}
        error={query.isError ? `Failed to load invitations: ${errorText(query.error)}` : null}
        onRefresh={() => void query.refetch()}
        refreshing={query.isRefetching && !query.isFetchingNextPage}
        emptyTitle="No invitations found."
        emptyMessage="Nobody is waiting on an invitation here."
        csvFileName="invitations"
        renderCard={(row) => <InvitationCard row={row} now={now} />}
        selection={{
          store: selection,
          rowLabel: invitationLabel,
          actions: (
            <>
              <Button size="sm" onClick={() => openBulk('resend')}>
                Resend selected
              </Button>
              <Button size="sm" variant="danger" onClick={() => openBulk('revoke')}>
                Revoke selected
              </Button>
            </>
          ),
        }}
      />
      {query.hasNextPage || query.isFetchingNextPage ? (
        <div className="users-more">
          <Button onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
            Load more invitations
          </Button>
        </div>
      ) : null}
      {bulk ? (
        <InvitationsBulkDialog
          action={bulk.action}
          rows={bulk.rows}
          onFinished={bulkFinished}
          onClose={() => setBulk(null)}
        />
      ) : null}
    </section>
  );
}
