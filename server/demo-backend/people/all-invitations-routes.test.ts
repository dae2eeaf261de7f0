// DESIGN resolution 20: GET /api/v1/invitations, every organization's invitations for an
// Administrator: the status filter (as of now), q, organizationId, expiringWithin, paging by
// cursor, total, and the 400s and 403s.
import { describe, expect, it } from 'vitest';
import { invitationsPageSchema, type InvitationRow } from '@shared/people';
import { PEOPLE_IDS } from '../seed/people-seed';
import { SEED_IDS } from '../seed/seed';
import { signedInBackend } from '../../test/demo-backend-support';

const INVITATIONS = '/api/v1/invitations';
const { as } = signedInBackend();

async function all(query: string): Promise<InvitationRow[]> {
  const rows: InvitationRow[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${INVITATIONS}?${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
    const { body } = await as.admin.get(url).expect(200);
    rows.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return rows;
}

describe('GET /api/v1/invitations', () => {
  it('lists pending and expired invitations by default, soonest expiry first, with total', async () => {
    const { body } = await as.admin.get(INVITATIONS).expect(200);
    expect(invitationsPageSchema.safeParse(body).success).toBe(true);
    expect(body.total).toBe(body.items.length);
    expect(body.nextCursor).toBeNull();
    expect(new Set(body.items.map((row: InvitationRow) => row.status))).toEqual(
      new Set(['pending', 'expired']),
    );
    const expiries = body.items.map((row: InvitationRow) => Date.parse(row.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    // Expired means past its expiry now, whatever was stored.
    for (const row of body.items as InvitationRow[])
      expect(row.status === 'expired').toBe(Date.parse(row.expiresAt) <= Date.now());
    expect(
      body.items.find((row: InvitationRow) => row.userId === PEOPLE_IDS.invitationExpired),
    ).toMatchObject({
      email: 'vera.silva@acme.example',
      name: 'Vera Silva',
      organizationId: SEED_IDS.acme,
      organizationName: 'Acme Corporation',
      status: 'expired',
      invitedBy: 'Ada Admin',
    });
  });

  it('filters by status, q, organization and expiringWithin', async () => {
    const every = await as.admin
      .get(`${INVITATIONS}?status=pending,expired,accepted,revoked&limit=1`)
      .expect(200);
    const statuses = ['pending', 'expired', 'accepted', 'revoked'];
    const counts = await Promise.all(
      statuses.map(async (s) => (await as.admin.get(`${INVITATIONS}?status=${s}`)).body.total),
    );
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(every.body.total).toBe(counts.reduce((a, b) => a + b, 0));

    const revoked = await as.admin.get(`${INVITATIONS}?status=revoked&q=ROSA`).expect(200);
    expect(revoked.body.items.map((row: InvitationRow) => row.userId)).toEqual([
      PEOPLE_IDS.invitationRevoked,
    ]);
    const globex = await as.admin
      .get(`${INVITATIONS}?status=accepted&organizationId=${SEED_IDS.globex}`)
      .expect(200);
    expect(globex.body.total).toBeGreaterThan(0);
    expect(
      globex.body.items.every((row: InvitationRow) => row.organizationId === SEED_IDS.globex),
    ).toBe(true);
    const soon = await as.admin.get(`${INVITATIONS}?expiringWithin=24h`).expect(200);
    expect(soon.body.items.map((row: InvitationRow) => row.userId)).toContain(
      PEOPLE_IDS.invitationExpiringSoon,
    );
    for (const row of soon.body.items as InvitationRow[]) {
      expect(row.status).toBe('pending');
      expect(Date.parse(row.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    }
    expect(soon.body.items.map((row: InvitationRow) => row.userId)).not.toContain(
      PEOPLE_IDS.invitationPending,
    );
  });

  it('pages with an opaque cursor: every row once, in order, and the total on each page', async () => {
    const first = await as.admin.get(`${INVITATIONS}?status=pending,expired,revoked&limit=3`);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const walked = await all('status=pending,expired,revoked');
    expect(walked).toHaveLength(first.body.total);
    expect(new Set(walked.map((row) => row.userId)).size).toBe(walked.length);
    const single = await as.admin.get(`${INVITATIONS}?status=pending,expired,revoked&limit=200`);
    expect(walked).toEqual(single.body.items);
  });

  it('refuses a bad parameter with a 400 naming it', async () => {
    const bad = async (query: string) =>
      (await as.admin.get(`${INVITATIONS}?${query}`).expect(400)).body.message;
    expect(await bad('status=pending,sent')).toBe(
      'status "sent" is not one of pending, accepted, expired, revoked',
    );
    expect(await bad('limit=0')).toBe('limit must be a whole number from 1 to 200');
    expect(await bad('limit=201')).toBe('limit must be a whole number from 1 to 200');
    expect(await bad('cursor=nonsense')).toBe('cursor is not a continuation token of this list');
    expect(await bad('expiringWithin=tomorrow')).toBe(
      'expiringWithin must be a duration such as 30m, 24h or 7d',
    );
    expect(await bad(`q=${'x'.repeat(201)}`)).toBe('q must be at most 200 characters');
    const cursor = (await as.admin.get(`${INVITATIONS}?limit=1`)).body.nextCursor;
    expect(await bad(`status=revoked&cursor=${cursor}`)).toBe(
      'cursor belongs to another search of this list; start again without it',
    );
  });

  it('is an Administrator’s: a Manager and a User get a 403', async () => {
    for (const who of [as.manager, as.user]) {
      const { body } = await who.get(INVITATIONS).expect(403);
      expect(body.message).toBe('Only an Administrator can list invitations across organizations');
    }
  });
});
