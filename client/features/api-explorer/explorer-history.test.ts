import { describe, expect, it } from 'vitest';
import { EXPLORER_HISTORY_LIMIT } from '@shared/constants';
import {
  addHistoryEntry,
  draftFromHistory,
  historyEntryFor,
  historyOf,
  historySchema,
  recordEntry,
  storedHistorySchema,
  EMPTY_STORED_HISTORY,
  type HistoryEntry,
} from './explorer-history';
import { emptyQueryParams, type ExplorerDraft } from './explorer-request';

const outcome = {
  status: 200,
  statusText: 'OK',
  durationMs: 12.6,
  time: new Date('2025-01-02T03:04:05Z'),
};

function entry(n: number): HistoryEntry {
  return historyEntryFor(
    { method: 'GET', endpoint: `/api/v1/x/${n}`, params: emptyQueryParams(), body: '' },
    outcome,
    `id-${n}`,
  );
}

describe('explorer history', () => {
  it('keeps the newest first and at most 10', () => {
    expect(EXPLORER_HISTORY_LIMIT).toBe(10);
    let history: HistoryEntry[] = [];
    for (let n = 1; n <= 11; n++) history = addHistoryEntry(history, entry(n));
    expect(history).toHaveLength(10);
    expect(history[0]?.endpoint).toBe('/api/v1/x/11');
    expect(history[9]?.endpoint).toBe('/api/v1/x/2');
  });

  it('restores the whole request of an entry', () => {
    const draft: ExplorerDraft = {
      method: 'PATCH',
      endpoint: ' /api/v1/organizations/o1 ',
      params: { ...emptyQueryParams(), name: 'kept' },
      body: '{\n  "name": "Acme"\n}',
    };
    const saved = historyEntryFor(draft, { ...outcome, status: 404, statusText: 'Not Found' }, 'a');
    expect(saved).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      durationMs: 13,
      time: '2025-01-02T03:04:05.000Z',
    });
    expect(draftFromHistory(saved)).toEqual({ ...draft, endpoint: '/api/v1/organizations/o1' });
  });

  it('does not keep a body for GET (none was sent)', () => {
    const saved = historyEntryFor(
      { method: 'GET', endpoint: '/health', params: emptyQueryParams(), body: '{"x":1}' },
      outcome,
      'b',
    );
    expect(draftFromHistory(saved).body).toBe('');
  });

  it('reads stored history defensively: bad entries dropped, list capped', () => {
    const stored = [
      entry(1),
      { id: 'x', method: 'TRACE' },
      'junk',
      ...Array.from({ length: 12 }, (_, i) => entry(i + 2)),
    ];
    const parsed = historySchema.parse(stored);
    expect(parsed).toHaveLength(10);
    expect(parsed[0]?.id).toBe('id-1');
    expect(parsed[1]?.id).toBe('id-2');
    expect(historySchema.safeParse({ not: 'a list' }).success).toBe(false);
  });

  it('fills missing or bad params from an older stored entry', () => {
    const { params: _dropped, ...rest } = entry(1);
    const parsed = historySchema.parse([{ ...rest, params: { name: 5 } }]);
    expect(parsed[0]?.params).toEqual(emptyQueryParams());
  });

  it("belongs to one user: another user's entries are neither shown nor kept", () => {
    const adas = recordEntry(EMPTY_STORED_HISTORY, 'ada', entry(1));
    expect(historyOf(adas, 'ada').map((e) => e.id)).toEqual(['id-1']);
    expect(historyOf(adas, 'max')).toEqual([]);
    expect(historyOf(adas, '')).toEqual([]);
    const maxs = recordEntry(adas, 'max', entry(2));
    expect(maxs).toEqual({ owner: 'max', entries: [entry(2)] });
    expect(storedHistorySchema.safeParse([entry(1)]).success).toBe(false);
  });
});
