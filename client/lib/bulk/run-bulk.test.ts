import { describe, expect, it } from 'vitest';
import { idsLeftSelected, runBulk, type BulkItem } from './run-bulk';

const items = (n: number): BulkItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, label: `Row ${i}` }));

/** A call per row that stays open until the test settles it. */
function controlledCalls() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>();
  let inFlight = 0;
  let maxInFlight = 0;
  const run = (item: BulkItem) =>
    new Promise<void>((resolve, reject) => {
      started.push(item.id);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => (inFlight -= 1);
      pending.set(item.id, {
        resolve: () => {
          done();
          resolve();
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
    });
  // Not a wait for time: one macrotask turn, after which every promise callback that the
  // settled call set off (runBulk is promises only, no timers) has run.
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return {
    started,
    run,
    tick,
    get maxInFlight() {
      return maxInFlight;
    },
    async settle(id: string, error?: unknown) {
      const call = pending.get(id);
      if (!call) throw new Error(`${id} was not started`);
      pending.delete(id);
      if (error === undefined) call.resolve();
      else call.reject(error);
      await tick();
    },
  };
}

const failure = (error: unknown) =>
  `Failed to update user roles: ${(error as { message: string }).message}`;

describe('runBulk', () => {
  it('runs at most 4 calls at a time and every row once', async () => {
    const calls = controlledCalls();
    const progress: string[] = [];
    const done = runBulk({
      items: items(10),
      run: calls.run,
      failureMessage: failure,
      onProgress: (n, total) => progress.push(`${n} of ${total}`),
    });
    await calls.tick();
    expect(calls.started).toEqual(['id-0', 'id-1', 'id-2', 'id-3']);
    await calls.settle('id-1');
    expect(calls.started).toHaveLength(5);
    for (let i = 0; i < 10; i += 1) if (i !== 1) await calls.settle(`id-${i}`);
    const summary = await done;
    expect(calls.maxInFlight).toBe(4);
    expect(calls.started).toHaveLength(10);
    expect(new Set(calls.started).size).toBe(10);
    expect(progress.at(-1)).toBe('10 of 10');
    expect(summary.succeeded).toHaveLength(10);
  });

  it('counts succeeded, failed with each row’s message, and skipped', async () => {
    const summary = await runBulk({
      items: items(5),
      run: async (item) => {
        if (item.id === 'id-2') throw Object.assign(new Error('Name taken'), { status: 409 });
      },
      failureMessage: failure,
    });
    expect(summary.succeeded.map((i) => i.id)).toEqual(['id-0', 'id-1', 'id-3', 'id-4']);
    expect(summary.failed).toEqual([
      { item: { id: 'id-2', label: 'Row 2' }, message: 'Failed to update user roles: Name taken' },
    ]);
    expect(summary.skipped).toEqual([]);
    expect(summary.cancelled).toBe(false);
    expect([...idsLeftSelected(summary)]).toEqual(['id-2']);
  });

  it('cancel sends no further calls; calls already sent finish and keep their outcome', async () => {
    const calls = controlledCalls();
    const controller = new AbortController();
    const done = runBulk({
      items: items(12),
      run: calls.run,
      failureMessage: failure,
      signal: controller.signal,
    });
    await calls.tick();
    await calls.settle('id-0');
    expect(calls.started).toHaveLength(5);
    controller.abort();
    await calls.settle('id-1');
    await calls.settle('id-2', new Error('Boom'));
    await calls.settle('id-3');
    await calls.settle('id-4');
    const summary = await done;
    expect(calls.started).toHaveLength(5);
    expect(summary.cancelled).toBe(true);
    expect(summary.succeeded.map((i) => i.id)).toEqual(['id-0', 'id-1', 'id-3', 'id-4']);
    expect(summary.failed.map((f) => f.item.id)).toEqual(['id-2']);
    expect(summary.skipped).toHaveLength(7);
    expect(idsLeftSelected(summary).size).toBe(8);
  });

  it('a backend without the call stops the run and gives resolution 2’s text once', async () => {
    let sent = 0;
    const summary = await runBulk({
      items: items(20),
      run: async () => {
        sent += 1;
        throw Object.assign(new Error('Not found'), { status: 405 });
      },
      failureMessage: failure,
      unsupportedMessage: (error) =>
        (error as { status: number }).status === 405
          ? 'Remove user functionality is not yet implemented in the API'
          : null,
    });
    expect(sent).toBe(4);
    expect(summary.unsupported).toBe('Remove user functionality is not yet implemented in the API');
    expect(summary.failed).toEqual([]);
    expect(summary.skipped).toHaveLength(20);
  });

  it('retrying the failed rows sends only those', async () => {
    const flaky = new Set(['id-1', 'id-3']);
    const sent: string[] = [];
    const run = async (item: BulkItem) => {
      sent.push(item.id);
      if (flaky.delete(item.id)) throw new Error('Timeout');
    };
    const first = await runBulk({ items: items(5), run, failureMessage: failure });
    expect(first.failed.map((f) => f.item.id)).toEqual(['id-1', 'id-3']);
    sent.length = 0;
    const retry = await runBulk({
      items: first.failed.map((f) => f.item),
      run,
      failureMessage: failure,
    });
    expect(sent).toEqual(['id-1', 'id-3']);
    expect(retry.succeeded).toHaveLength(2);
    expect(retry.failed).toEqual([]);
  });
});
