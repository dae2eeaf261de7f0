// The global invitations index is re-derived from the previous one after a change: it must
// always equal what a walk over every organization's users gives.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { invitationStatusAt } from '@shared/people';
import type { DemoData } from '../store/demo-data';
import { invitationStretches } from './invitations-index';
import { invitationsPage } from './invitations-page';
import { PEOPLE_IDS } from '../seed/people-seed';
import { SEED_IDS, createSeedData } from '../seed/seed';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const STATUSES = ['pending', 'expired', 'accepted', 'revoked'];

/** Every invitation by walking the data: user id → status as of NOW, in expiry order. */
function walked(data: DemoData): string[] {
  const names = new Map(data.organizations.map((o) => [o.id, o.name]));
  return Object.entries(data.users)
    .filter(([id]) => names.has(id))
    .flatMap(([, users]) => users)
    .filter((user) => user.invitation && user.email)
    .map((user) => ({
      key: Date.parse(user.invitation!.expiresAt),
      line: `${user.id} ${invitationStatusAt(user.inviteStatus, user.invitation!.expiresAt, NOW)}`,
    }))
    .sort((a, b) => a.key - b.key)
    .map(({ line }) => line);
}

function indexed(data: DemoData): string[] {
  const page = invitationsPage(
    invitationStretches(data, STATUSES, NOW),
    undefined,
    undefined,
    10_000,
  );
  return page.items.map((row) => `${row.userId} ${row.status}`);
}

describe('the invitations index', () => {
  it('stays equal to a walk over the users through changes, renames and removals', () => {
    let data = createSeedData(NOW);
    expect(indexed(data).sort()).toEqual(walked(data).sort());
    const steps: ((draft: DemoData) => void)[] = [
      (d) => {
        const user = d.users[SEED_IDS.acme]!.find((u) => u.id === PEOPLE_IDS.invitationExpired)!;
        user.invitation!.expiresAt = new Date(NOW + 3_600_000).toISOString();
      },
      (d) => {
        d.users[SEED_IDS.acme]!.find((u) => u.id === PEOPLE_IDS.invitationPending)!.inviteStatus =
          'revoked';
      },
      (d) => {
        d.organizations.find((o) => o.id === SEED_IDS.globex)!.name = 'Globex Renamed';
      },
      (d) => {
        delete d.users[SEED_IDS.globex];
      },
    ];
    for (const step of steps) {
      data = produce(data, step);
      expect(indexed(data).sort()).toEqual(walked(data).sort());
    }
    const page = invitationsPage(
      invitationStretches(data, ['pending'], NOW),
      undefined,
      undefined,
      50,
    );
    expect(page.items[0]).toMatchObject({
      userId: PEOPLE_IDS.invitationExpired,
      status: 'pending',
    });
    const renamed = produce(data, (d) => {
      d.organizations.find((o) => o.id === SEED_IDS.acme)!.name = 'Acme Renamed';
    });
    const rows = invitationsPage(
      invitationStretches(renamed, STATUSES, NOW),
      undefined,
      undefined,
      10_000,
    ).items;
    expect(rows.some((row) => row.organizationName === 'Acme Renamed')).toBe(true);
    expect(rows.some((row) => row.organizationName === 'Acme Corporation')).toBe(false);
  });
});
