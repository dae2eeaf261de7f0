import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordingLogger, tempDataFile } from '../../test/demo-backend-support';
import { auditFileFor, readEvents } from './audit-log';
import { SEEDED_AUDIT_EVENTS, seedAuditEvents, seededEventCount } from '../seed/audit-seed';
import { DataStore, databaseFileFor } from './data-store';
import { readDatabase } from './demo-database';
import { createSeedData } from '../seed/seed';

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

describe('the activity record', () => {
  it('stores the event of a change with it, and a restart reads every event back', async () => {
    const file = tempDataFile();
    const store = new DataStore(file, recordingLogger());
    const seeded = readDatabase(databaseFileFor(file)).events.length;
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
    expect(readDatabase(databaseFileFor(file)).events).toHaveLength(seeded + 1);
    const restarted = new DataStore(file, recordingLogger());
    expect(restarted.events).toHaveLength(seeded + 1);
    expect(restarted.data.organizations[0]?.description).toBe('changed');
    await restarted.record({
      actor: { sub: 's' },
      action: 'access.denied',
      organizationId: null,
      organizationName: null,
      target: { type: 'account', id: 's' },
    });
    expect(readDatabase(databaseFileFor(file)).events).toHaveLength(seeded + 2);
  });

  it('migrates an activity file of earlier versions, leaving out a line torn by a crash', () => {
    const file = tempDataFile();
    writeFileSync(file, JSON.stringify(createSeedData()));
    const events = seedAuditEvents(createSeedData(), Date.now(), 5);
    writeFileSync(
      auditFileFor(file),
      events.map((e) => JSON.stringify(e) + '\n').join('') + '{"id":"torn","time":"2026-',
    );
    expect(readEvents(auditFileFor(file))?.repaired).toBe(true);
    const logger = recordingLogger();
    const store = new DataStore(file, logger);
    expect(store.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(logger.lines.join('\n')).toMatch(
      /migrated 25 organizations and 5 activity events from data.json .*unreadable activity lines left out/,
    );
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
