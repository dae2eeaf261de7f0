import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent, AuditPage, AuditQuery } from '@shared/audit';
import { activityCsv, collectActivity } from './activity-csv';

const event = (n: number): AuditEvent => ({
  id: `e${n}`,
  time: `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  actor: { sub: 's', name: 'Ada Admin', email: 'admin@example.com' },
  action: 'user.roles_changed',
  organizationId: 'o',
  organizationName: 'Acme',
  target: { type: 'user', id: `u${n}`, name: `=User ${n}` },
  changes: [{ field: 'roles', before: ['User'], after: ['Manager'] }],
});

function pages(count: number): (q: AuditQuery) => Promise<AuditPage> {
  return async ({ cursor }) => {
    const index = cursor ? Number(cursor) : 0;
    return {
      items: [event(index * 2 + 1), event(index * 2 + 2)],
      nextCursor: index + 1 < count ? String(index + 1) : null,
      total: count * 2,
    };
  };
}

describe('collectActivity', () => {
  it('follows the cursor to the end, asking for the largest page, reporting progress', async () => {
    const fetchPage = vi.fn(pages(3));
    const progress: [number, number | undefined][] = [];
    const events = await collectActivity(
      { action: 'user.' },
      fetchPage,
      new AbortController().signal,
      (done, total) => progress.push([done, total]),
    );
    expect(events.map((e) => e.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    expect(fetchPage.mock.calls.map(([q]) => [q.cursor, q.limit, q.action])).toEqual([
      [undefined, 200, 'user.'],
      ['1', 200, 'user.'],
      ['2', 200, 'user.'],
    ]);
    expect(progress).toEqual([
      [2, 6],
      [4, 6],
      [6, 6],
    ]);
  });

  it('stops when cancelled between pages', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(pages(5));
    const run = collectActivity({}, fetchPage, controller.signal, (done) => {
      if (done === 4) controller.abort();
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});

describe('activityCsv', () => {
  it('writes readable rows with the diff, and neutralises formulas', () => {
    const csv = activityCsv([event(1)]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Time,Actor,Actor email,Action,Action code,Target type,Target,Target id,Organization,Changes,Event id',
    );
    expect(row).toContain("Changed roles,user.roles_changed,user,'=User 1,u1,Acme");
    expect(row).toContain('"roles: [""User""] → [""Manager""]"');
  });
});
