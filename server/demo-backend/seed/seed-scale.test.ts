import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, makeBackend, signIn } from '../../test/demo-backend-support';
import { parseDemoScale } from './demo-scale';
import { createSeedData, SEED_IDS } from './seed';
import { createScaledSeedData } from './seed-scale';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

// One large seed read by the tests that only look at it (~2 s of CPU each time it is made).
let large: ReturnType<typeof createScaledSeedData> | undefined;
const largeSeed = () => (large ??= createScaledSeedData('large'));

describe('DEMO_SCALE', () => {
  it('accepts large and huge, unset is the demo, anything else is refused with the values it takes', () => {
    expect(parseDemoScale(undefined)).toBe('default');
    expect(parseDemoScale('')).toBe('default');
    expect(parseDemoScale('large')).toBe('large');
    expect(parseDemoScale('huge')).toBe('huge');
    expect(() => parseDemoScale('Large')).toThrow(
      'DEMO_SCALE must be "large" (10,000 organizations) or "huge" (100,000), or unset for the 25-organization demo (got "Large")',
    );
  });

  it('unset seeds exactly the 25-organization demo', () => {
    expect(hash(createScaledSeedData('default'))).toBe(hash(createSeedData()));
    expect(createScaledSeedData().organizations).toHaveLength(25);
  });

  it('large is the same data on every seed: 10,000 organizations, 2,000 onboardings, 1,000 pipelines', () => {
    const a = largeSeed();
    const b = createScaledSeedData('large');
    expect(hash(a)).toBe(hash(b));
    expect(a.organizations).toHaveLength(10_000);
    expect(new Set(a.organizations.map((o) => o.id)).size).toBe(10_000);
    expect(new Set(a.organizations.map((o) => o.slug)).size).toBe(10_000);
    expect(Object.values(a.onboardings).flat()).toHaveLength(2_000);
    expect(a.pipelines).toHaveLength(1_000);
    // The demo's own 25 come first, unchanged, so the ids the tests name still exist.
    expect(a.organizations.slice(0, 25)).toEqual(createSeedData().organizations);
    // Realistic variety: every status, dates over years, some with several domains.
    const statuses = new Set(a.organizations.map((o) => o.status ?? 'none'));
    expect([...statuses].sort()).toEqual(['active', 'inactive', 'none', 'pending', 'suspended']);
    const years = new Set(a.organizations.map((o) => o.createdDate.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(a.organizations.some((o) => o.domains.length >= 2)).toBe(true);
    const parents = new Set(a.managedLinks.map((l) => l.organizationId));
    expect(parents.size).toBeGreaterThan(50);
  }, 60_000);

  it("large gives the demo accounts' organization 5,000 users and 5,000 managed organizations", () => {
    const data = largeSeed();
    const users = data.users[SEED_IDS.acme] ?? [];
    expect(users).toHaveLength(5_000);
    expect(new Set(users.map((u) => u.email)).size).toBe(5_000);
    const managed = data.managedLinks.filter((l) => l.organizationId === SEED_IDS.acme);
    expect(managed).toHaveLength(5_000);
    const ids = new Set(data.organizations.map((o) => o.id));
    expect(managed.every((l) => ids.has(l.managedOrganizationId))).toBe(true);
  }, 60_000);

  it('huge seeds 100,000 organizations', () => {
    const data = createScaledSeedData('huge');
    expect(data.organizations).toHaveLength(100_000);
    expect(new Set(data.organizations.map((o) => o.slug)).size).toBe(100_000);
  }, 60_000);

  it("serves the Administrator's own organization at large: 5,000 users, 20 a page", async () => {
    const { app } = makeBackend({ scale: 'large' });
    const admin = client(app, await signIn(app, 'admin'));
    const me = await admin.get('/auth/me').expect(200);
    const organizationId = (me.body as { organizationId: string }).organizationId;
    expect(organizationId).toBe(SEED_IDS.acme);
    const organization = await admin.get(`/api/v1/organizations/${organizationId}`).expect(200);
    expect(organization.body).toMatchObject({ userCount: 5_000 });
    expect(
      (organization.body as { managedOrganizations: unknown[] }).managedOrganizations,
    ).toHaveLength(5_000);
    const first = await admin.get(`/api/v1/organizations/${organizationId}/users`).expect(200);
    expect(first.body).toMatchObject({ hasMore: true });
    expect((first.body as { items: unknown[] }).items).toHaveLength(20);
    const list = await admin.get('/api/v1/organizations').expect(200);
    expect(list.body).toHaveLength(10_000);
  }, 120_000);
});
