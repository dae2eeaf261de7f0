// The engine of every bulk action (DESIGN resolution 11): the single-row call repeated over the
// chosen rows with bounded concurrency, progress, cancel, and one outcome per row. It knows no
// screen: the caller gives the call, its SPEC §8 message and resolution 2's "not offered" text.

/** How many per-row calls run at the same time (the "e.g. 4 at a time"). */
export const BULK_CONCURRENCY = 4;

export interface BulkItem {
  id: string;
  /** What the summary calls the row ("Acme Corp", "ada@example.com"). */
  label: string;
}

/** What a row's call resolves with when the row was already as asked and nothing was sent. */
export const UNCHANGED = Symbol('unchanged');

export type BulkOutcome =
  | { item: BulkItem; status: 'succeeded' }
  /** Already as asked: nothing was sent for it (e.g. the role was held). */
  | { item: BulkItem; status: 'unchanged' }
  | { item: BulkItem; status: 'failed'; message: string }
  /** Never sent (cancelled, or the backend does not offer the call), or answered "not offered". */
  | { item: BulkItem; status: 'skipped' };

export interface BulkSummary {
  outcomes: BulkOutcome[];
  succeeded: BulkItem[];
  unchanged: BulkItem[];
  failed: { item: BulkItem; message: string }[];
  skipped: BulkItem[];
  cancelled: boolean;
  /** DESIGN resolution 2's text, once for the whole run, when the backend lacks the call. */
  unsupported: string | null;
}

export interface BulkRunOptions<I extends BulkItem> {
  items: readonly I[];
  /** The single-row call; it resolves with UNCHANGED when the row needed nothing. */
  run: (item: I) => Promise<unknown>;
  /** The row's SPEC §8 message for a failure. */
  failureMessage: (error: unknown) => string;
  /**
   * Resolution 2's text when the error says the backend has no such call (404, 405, 501), else
   * null. The first such answer stops the run: nothing more is sent, the rest is skipped.
   */
  unsupportedMessage?: (error: unknown) => string | null;
  /** Aborting it stops new calls; calls already sent finish and keep their outcome. */
  signal?: AbortSignal;
  concurrency?: number;
  /** After each row settles: how many have, of how many. */
  onProgress?: (settled: number, total: number) => void;
}

export async function runBulk<I extends BulkItem>({
  items,
  run,
  failureMessage,
  unsupportedMessage,
  signal,
  concurrency = BULK_CONCURRENCY,
  onProgress,
}: BulkRunOptions<I>): Promise<BulkSummary> {
  const outcomes: (BulkOutcome | undefined)[] = new Array(items.length);
  let next = 0;
  let settled = 0;
  let unsupported: string | null = null;
  const stopped = () => signal?.aborted === true || unsupported !== null;

  const worker = async () => {
    while (!stopped() && next < items.length) {
      const index = next;
      next += 1;
      const item = items[index] as I;
      try {
        const result = await run(item);
        outcomes[index] = { item, status: result === UNCHANGED ? 'unchanged' : 'succeeded' };
      } catch (error) {
        const notOffered = unsupportedMessage?.(error) ?? null;
        if (notOffered !== null) {
          unsupported ??= notOffered;
          outcomes[index] = { item, status: 'skipped' };
        } else {
          outcomes[index] = { item, status: 'failed', message: failureMessage(error) };
        }
      }
      settled += 1;
      onProgress?.(settled, items.length);
    }
  };

  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));

  const all = items.map(
    (item, index): BulkOutcome => outcomes[index] ?? { item, status: 'skipped' },
  );
  return {
    outcomes: all,
    succeeded: all.filter((o) => o.status === 'succeeded').map((o) => o.item),
    unchanged: all.filter((o) => o.status === 'unchanged').map((o) => o.item),
    failed: all.flatMap((o) =>
      o.status === 'failed' ? [{ item: o.item, message: o.message }] : [],
    ),
    skipped: all.filter((o) => o.status === 'skipped').map((o) => o.item),
    cancelled: signal?.aborted === true,
    unsupported,
  };
}

/** The ids a bulk run leaves selected: what failed or was skipped, so Retry failed is one click. */
export function idsLeftSelected(summary: BulkSummary): Set<string> {
  return new Set(
    summary.outcomes
      .filter((o) => o.status === 'failed' || o.status === 'skipped')
      .map((o) => o.item.id),
  );
}
