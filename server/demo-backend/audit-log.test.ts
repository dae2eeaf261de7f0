import { appendFileSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordingLogger, tempDataFile } from '../test/demo-backend-support';
import { auditFileFor, readEvents } from './audit-log';
import { SEEDED_AUDIT_EVENTS, seedAuditEvents, seededEventCount } from './audit-seed';
import { DataStore } from './data-store';
import { createSeedData } from './seed';

const DAY = 86_400_000;

describe('seeded activity', () => {
  it('is the same every time, a few hundred events over the 90 days before seeding', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const a = seedAuditEvents(createSeedData(), now);
    const b = seedAuditEvents(createSeedData(), now);
    expect(a).toEqual(b);
    expect(a).toHaveLength(SEEDED_AUDIT_EVENTS);
    const times = a.map((e) => Date.parse(e.time));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - 90 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(a.map((e) => e.action)).size).toBeGreaterThanOrEqual(8);
    expect(seededEventCount('large')).toBe(20_000);
    expect(seededEventCount(undefined)).toBe(SEEDED_AUDIT_EVENTS);
  });
});

describe('the activity file', () => {
  it('appends one line per event and drops a line torn by a crash at the next start', async () => {
    const file = tempDataFile();
    const store = new DataStore(file, recordingLogger());
    const auditFile = auditFileFor(file);
    const seeded = readFileSync(auditFile, 'utf8').split('\n').length - 1;
    await store.update((draft, record) => {
      draft.organizations[0]!.description = 'changed';
      record({
        actor: { sub: 's', name: 'Ada', email: 'a@example.com' },
        action: 'organization.updated',
        organizationId: null,
        organizationName: null,
        target: { type: 'organization', id: 'x', name: 'X' },
      });
    });
    expect(readFileSync(auditFile, 'utf8').split('\n').length - 1).toBe(seeded + 1);

    appendFileSync(auditFile, '{"id":"torn","time":"2026-');
    expect(readEvents(auditFile)?.repaired).toBe(true);
    const logger = recordingLogger();
    const restarted = new DataStore(file, logger);
    expect(restarted.events).toHaveLength(seeded + 1);
    expect(logger.lines.join('\n')).toMatch(/dropped unreadable lines/);
    // The next event starts on a line of its own.
    await restarted.record({
      actor: { sub: 's' },
      action: 'access.denied',
      organizationId: null,
      organizationName: null,
      target: { type: 'account', id: 's' },
    });
    const again = readEvents(auditFile);
    expect(again?.repaired).toBe(false);
    expect(again?.events).toHaveLength(seeded + 2);
  });

  it('records nothing when a change throws (a rejected write)', async () => {
    const store = new DataStore(tempDataFile(), recordingLogger());
    const before = store.events.length;
    await expect(
      store.update((_draft, record) => {
        record({
          actor: { sub: 's' },
          action: 'organization.deleted',
          organizationId: null,
          organizationName: null,
          target: { type: 'organization', id: 'x' },
        });
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(store.events).toHaveLength(before);
  });
});
