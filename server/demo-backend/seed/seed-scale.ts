// DEMO_SCALE=large|huge: the 25-organization demo plus thousands of generated organizations,
// users, onboardings and pipelines, so the console can be tried at a real platform's size.
// Everything comes from one fixed pseudo-random sequence: the same scale, the same data.
// The demo accounts' organization (Acme) carries the scale: 5,000 users and 5,000 managed
// organizations, so the organization picker and the users list can be tried with them.
import type { Onboarding, Pipeline } from '@shared/schemas';
import type { DemoData, ManagedLink, StoredOrganization, StoredUser } from '../store/demo-data';
import type { DemoScale } from './demo-scale';
import { generateOrganizations, pick, weighted, type Random } from './seed-organizations';
import { randomSequence } from './seed-random';
import { SEED_IDS, createSeedData } from './seed';
import { BENCH_USER, seedPeopleLives } from './people-seed';
import { DAY, HOUR, SEED_TIME, at, daysAgo } from './seed-ids';
import { onboarding } from './seed-onboardings';
import { generatedUsers } from './seed-people';
import { pipeline, type StepPlan } from './seed-pipelines';

export interface ScaleFigures {
  organizations: number;
  /** Users of the demo accounts' organization (Acme), the demo accounts included. */
  acmeUsers: number;
  /** Organizations Acme manages. */
  acmeManaged: number;
  onboardings: number;
  pipelines: number;
}

export const SCALE_FIGURES: Record<Exclude<DemoScale, 'default'>, ScaleFigures> = {
  large: {
    organizations: 10_000,
    acmeUsers: 5_000,
    acmeManaged: 5_000,
    onboardings: 2_000,
    pipelines: 1_000,
  },
  huge: {
    organizations: 100_000,
    acmeUsers: 5_000,
    acmeManaged: 5_000,
    onboardings: 2_000,
    pipelines: 1_000,
  },
};

const ONBOARDING_STATUSES = ['completed', 'completed', 'in_progress', 'pending', 'failed'];

function createdDays(organization: StoredOrganization): number {
  return Math.floor((Date.parse(at(0)) - Date.parse(organization.createdDate)) / DAY);
}

function generateLinks(
  random: Random,
  acmeId: string,
  generated: readonly StoredOrganization[],
  acmeManaged: number,
  alreadyManaged: number,
): ManagedLink[] {
  const link = (parent: string, child: StoredOrganization): ManagedLink => ({
    organizationId: parent,
    managedOrganizationId: child.id,
    addedDate: daysAgo(Math.floor(random() * Math.max(1, createdDays(child)))),
    status: weighted(random, [
      ['active', 85],
      ['pending', 10],
      ['inactive', 5],
    ]),
  });
  const links: ManagedLink[] = [];
  const toAcme = Math.min(generated.length, acmeManaged - alreadyManaged);
  for (let index = 0; index < toAcme; index += 1) {
    links.push(link(acmeId, generated[index] as StoredOrganization));
  }
  // Beyond Acme's children, one organization in 25 manages the 2 to 6 that follow it.
  for (let index = toAcme; index < generated.length;) {
    const parent = generated[index] as StoredOrganization;
    const children = index % 25 === 0 ? 2 + Math.floor(random() * 5) : 0;
    for (let n = 1; n <= children && index + n < generated.length; n += 1) {
      links.push(link(parent.id, generated[index + n] as StoredOrganization));
    }
    index += 1 + children;
  }
  return links;
}

/**
 * Users per generated organization: many small ones, a few dozen at most. Past the first
 * 10,000 organizations (huge), one to three at most, so memory stays that of a list test.
 */
function userCount(random: Random, index: number): number {
  const roll = random();
  if (roll < 0.35) return 0;
  if (index >= 10_000) return 1 + Math.floor(random() * 3);
  return 1 + Math.floor(random() * random() * 24);
}

const PIPELINE_PLANS: Record<string, string[]> = {
  'tenant-provision': ['create-tenant', 'configure-dns', 'deploy-workspace'],
  'domain-migration': ['snapshot-records', 'move-domains', 'verify-domains'],
  'workspace-teardown': ['export-data', 'revoke-access', 'delete-workspace'],
};
const PIPELINE_STATUSES: [string, number][] = [
  ['completed', 60],
  ['running', 15],
  ['pending', 10],
  ['failed', 15],
];

function stepPlans(names: string[], status: string, slug: string): StepPlan[] {
  return names.map((name, index) => {
    if (status === 'completed') return { name, status: 'completed' };
    if (status === 'pending') return { name, status: 'pending' };
    if (index === 0) return { name, status: 'completed' };
    if (index > 1) return { name, status: 'pending' };
    return status === 'failed'
      ? { name, status: 'failed', retry: 3, error: `Step ${name} failed for ${slug}: timed out` }
      : { name, status: 'running' };
  });
}

function generatePipelines(
  random: Random,
  organizations: readonly StoredOrganization[],
): Pipeline[] {
  return organizations.map((organization) => {
    const type = weighted(random, [
      ['tenant-provision', 70],
      ['domain-migration', 20],
      ['workspace-teardown', 10],
    ]);
    const status = weighted(random, PIPELINE_STATUSES);
    const verb =
      type === 'tenant-provision'
        ? 'Provision'
        : type === 'domain-migration'
          ? 'Migrate'
          : 'Tear down';
    const region = pick(random, ['eu-west-1', 'us-east-1', 'us-west-2', 'ap-southeast-2']);
    return pipeline(
      `scale:${organization.slug}`,
      type,
      status,
      { title: `${verb} ${organization.name}`, slug: organization.slug, region },
      Math.floor(random() * 200),
      stepPlans(PIPELINE_PLANS[type] ?? [], status, organization.slug),
    );
  });
}

function generateOnboardings(
  random: Random,
  owners: readonly StoredOrganization[],
  customers: readonly StoredOrganization[],
  pipelines: readonly Pipeline[],
): [ownerId: string, record: Onboarding][] {
  return customers.map((customer, index) => {
    const owner = owners[index % owners.length] as StoredOrganization;
    const status = pick(random, ONBOARDING_STATUSES);
    const linked = pipelines[index];
    return [
      owner.id,
      onboarding(
        `scale:${owner.slug}:${customer.slug}`,
        owner.name,
        status,
        customer.slug,
        1 + Math.floor(random() * 300),
        `Onboarding of ${customer.name}.`,
        linked?.pipelineId,
      ),
    ];
  });
}

/** The user page's bench at scale (people-seed.ts gives her 50 sessions, audit-seed.ts 500+ events). */
function benchUser(): StoredUser {
  return {
    ...BENCH_USER,
    status: 'active',
    roles: ['Manager', 'User'],
    lastActivity: at(-2 * HOUR),
    createdDate: daysAgo(500),
  };
}

/**
 * Some of Acme's managed organizations set fields of their own (DESIGN resolution 23), so
 * "Apply Security to managed organizations" has something to change at scale: every fifth a
 * longer session, every seventh MFA off, every eleventh its own notification frequency.
 * Chosen by position, not drawn, so the random sequence of the rest of the seed is unchanged.
 */
function seedOverrides(data: DemoData, acmeId: string): void {
  const children = data.managedLinks.filter((l) => l.organizationId === acmeId);
  children.forEach((link, index) => {
    if (data.settings[link.managedOrganizationId]) return;
    const security: Record<string, unknown> = {};
    if (index % 5 === 0) security.sessionTimeout = 720;
    if (index % 7 === 0) security.requireMfa = false;
    const settings: DemoData['settings'][string]['settings'] = {};
    if (Object.keys(security).length > 0) settings.security = security;
    if (index % 11 === 0) settings.notifications = { notificationFrequency: 'weekly' };
    if (Object.keys(settings).length > 0) data.settings[link.managedOrganizationId] = { settings };
  });
}

/** The demo seed at `scale`: the 25 organizations of the demo, then the generated ones. */
export function createScaledSeedData(scale: DemoScale = 'default', now = SEED_TIME): DemoData {
  const data = createSeedData(now);
  if (scale === 'default') return data;
  const figures = SCALE_FIGURES[scale];
  const random = randomSequence(scale === 'large' ? 10_000 : 100_000);
  const acmeId = SEED_IDS.acme;

  const taken = new Set(data.organizations.map((o) => o.slug));
  const generated = generateOrganizations(
    random,
    figures.organizations - data.organizations.length,
    taken,
  );
  data.organizations.push(...generated);

  const acmeChildren = data.managedLinks.filter((l) => l.organizationId === acmeId).length;
  data.managedLinks.push(
    ...generateLinks(random, acmeId, generated, figures.acmeManaged, acmeChildren),
  );

  seedOverrides(data, acmeId);

  const acmeUsers = data.users[acmeId] ?? [];
  const acmeDomain = data.organizations[0]?.domains[0] ?? 'acme.example';
  const accounts = acmeUsers.filter((user) => data.accounts.some((a) => a.sub === user.id));
  data.users[acmeId] = [
    ...accounts,
    benchUser(),
    ...generatedUsers('acme', acmeDomain, figures.acmeUsers - accounts.length - 1),
  ];
  generated.forEach((organization, index) => {
    data.users[organization.id] = generatedUsers(
      organization.slug,
      organization.domains[0] ?? `${organization.slug}.example`,
      userCount(random, index),
    );
  });

  const pipelines = generatePipelines(
    random,
    generated.slice(0, figures.pipelines - data.pipelines.length),
  );
  data.pipelines.push(...pipelines);

  // Acme's own onboardings list gets a tenth of them (many pages); the rest belong to
  // organizations Acme manages, one each, so every screen has some at scale.
  const existing = Object.values(data.onboardings).reduce((sum, list) => sum + list.length, 0);
  const toAdd = figures.onboardings - existing;
  const acme = data.organizations[0] as StoredOrganization;
  const forAcme = Math.floor(toAdd / 10);
  const acmeRecords = generateOnboardings(random, [acme], generated.slice(0, forAcme), pipelines);
  const otherRecords = generateOnboardings(
    random,
    generated.slice(forAcme, toAdd),
    generated.slice(toAdd, 2 * toAdd - forAcme),
    pipelines.slice(forAcme),
  );
  for (const [ownerId, record] of [...acmeRecords, ...otherRecords]) {
    (data.onboardings[ownerId] ??= []).push(record);
  }
  seedPeopleLives(data, now);
  return data;
}
