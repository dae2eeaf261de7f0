// One page of GET /api/v1/invitations from the prepared stretches (invitations-index.ts): their
// entries merged in expiry order (each stretch is sorted already), filtered, counted (`total`),
// and cut after the cursor's sort key. Without `q` or `organizationId`, nothing is scanned: the
// total is the stretches' lengths and the page a binary search and `limit` steps away.
import type { InvitationRow } from '@shared/people';
import type { IndexedInvitation, Stretch } from './invitations-index';

export interface InvitationsPageResult {
  items: InvitationRow[];
  /** The sort key of the page's last row when more follow (the next cursor's). */
  nextKey: string | null;
  total: number;
}

type StatusStretch = Stretch & { status: string };

function startAfter(stretch: StatusStretch, after: string | undefined): number {
  if (after === undefined) return stretch.from;
  let [low, high] = [stretch.from, stretch.to];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((stretch.list[middle] as IndexedInvitation).sortKey <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function invitationsPage(
  stretches: readonly StatusStretch[],
  keep: ((entry: IndexedInvitation) => boolean) | undefined,
  after: string | undefined,
  limit: number,
): InvitationsPageResult {
  const parts: StatusStretch[] = keep
    ? stretches.map((stretch) => {
        const list = stretch.list.slice(stretch.from, stretch.to).filter(keep);
        return { list, from: 0, to: list.length, status: stretch.status };
      })
    : [...stretches];
  const total = parts.reduce((sum, part) => sum + (part.to - part.from), 0);
  const heads = parts.map((part) => startAfter(part, after));
  const items: InvitationRow[] = [];
  let lastKey = '';
  let more = false;
  for (;;) {
    let best = -1;
    for (let n = 0; n < parts.length; n += 1) {
      const part = parts[n] as StatusStretch;
      const head = heads[n] as number;
      if (head >= part.to) continue;
      const bestPart = parts[best];
      if (
        !bestPart ||
        (part.list[head] as IndexedInvitation).sortKey <
          (bestPart.list[heads[best] as number] as IndexedInvitation).sortKey
      )
        best = n;
    }
    if (best === -1) break;
    if (items.length === limit) {
      more = true;
      break;
    }
    const part = parts[best] as StatusStretch;
    const entry = part.list[heads[best] as number] as IndexedInvitation;
    heads[best] = (heads[best] as number) + 1;
    items.push({ ...entry.row, status: part.status });
    lastKey = entry.sortKey;
  }
  return { items, nextKey: more ? lastKey : null, total };
}
