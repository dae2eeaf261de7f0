// Deterministic seed data: the same ids and dates on every machine, so browser tests and
// screenshots can name them. Ids are UUID v4-shaped strings derived from a label.
import { createHash } from 'node:crypto';
import type { Role } from '@shared/permissions';
import type {
  Agency,
  Onboarding,
  OnboardingStep,
  OrganizationUser,
  Pipeline,
  PipelineStep,
  SettingsGroups,
} from '@shared/schemas';
import { defaultOrganizationSettings } from '@shared/schemas';
import {
  DATA_VERSION,
  type DemoAccount,
  type DemoData,
  type ManagedLink,
  type StoredOrganization,
} from './demo-data';

/** A UUID v4-shaped id derived from a label (stable across seeds). */
export function seedUuid(label: string): string {
  const hex = createHash('sha256').update(label).digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const BASE_TIME = Date.UTC(2025, 5, 2, 9, 0, 0);
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (offsetMs: number) => new Date(BASE_TIME + offsetMs).toISOString();
export const daysAgo = (days: number, hours = 0) => at(-days * DAY - hours * HOUR);

export const organizationId = (slug: string) => seedUuid(`organization:${slug}`);
const pipelineId = (key: string) => seedUuid(`pipeline:${key}`);

/** Ids a UI or browser test may want to name (reported in the README of the task). */
export const SEED_IDS = {
  acme: organizationId('acme'),
  acmeEurope: organizationId('acme-europe'),
  acmeLabs: organizationId('acme-labs'),
  globex: organizationId('globex'),
  /** Manages nothing, has no settings, has no users. */
  monsters: organizationId('monsters'),
  /** The organization stored without a status field. */
  soylent: organizationId('soylent'),
  poisonedPipeline: pipelineId('initech-provision'),
  javascriptDeploymentPipeline: pipelineId('tyrell-provision'),
  javascriptPipelineUrlPipeline: pipelineId('umbrella-provision'),
  /** Referenced by an Acme onboarding but absent from the provisioner (a 404). */
  purgedPipeline: pipelineId('purged'),
} as const;

// ---- organizations ----

const ORGANIZATIONS: [
  slug: string,
  name: string,
  status: string | undefined,
  domains: string[],
  description?: string,
][] = [
  [
    'acme',
    'Acme Corporation',
    'active',
    ['acme.example', 'acme-corp.example'],
    'Parent company of the Acme group; manages the regional subsidiaries.',
  ],
  ['acme-europe', 'Acme Europe GmbH', 'active', ['acme.example.eu']],
  ['acme-labs', 'Acme Labs', 'inactive', ['labs.acme.example']],
  ['roadrunner', 'Roadrunner Logistics', 'active', ['roadrunner.example']],
  ['coyote', 'Coyote Engineering', 'pending', ['coyote.example']],
  [
    'globex',
    'Globex Corporation',
    'active',
    ['globex.example', 'globex.example.net'],
    'Holding company for the Globex portfolio.',
  ],
  ['initech', 'Initech', 'suspended', ['initech.example']],
  ['umbrella', 'Umbrella Health', 'active', ['umbrella-health.example']],
  ['stark', 'Stark Industries', 'active', ['stark.example', 'starkindustries.example']],
  ['wayne', 'Wayne Enterprises', 'active', ['wayne.example']],
  ['wonka', 'Wonka Confectionery', 'inactive', ['wonka.example']],
  ['cyberdyne', 'Cyberdyne Systems', 'suspended', ['cyberdyne.example']],
  ['soylent', 'Soylent Foods', undefined, ['soylent.example']],
  ['tyrell', 'Tyrell Corporation', 'active', ['tyrell.example']],
  ['hooli', 'Hooli', 'active', ['hooli.example']],
  ['pied-piper', 'Pied Piper', 'pending', ['piedpiper.example']],
  ['vandelay', 'Vandelay Industries', 'active', ['vandelay.example']],
  ['dunder-mifflin', 'Dunder Mifflin Paper', 'active', ['dundermifflin.example']],
  ['oscorp', 'Oscorp', 'inactive', []],
  ['massive-dynamic', 'Massive Dynamic', 'active', ['massivedynamic.example']],
  ['aperture', 'Aperture Science', 'active', ['aperture.example']],
  ['black-mesa', 'Black Mesa Research', 'suspended', ['blackmesa.example']],
  ['nakatomi', 'Nakatomi Trading', 'active', ['nakatomi.example']],
  ['gringotts', 'Gringotts Banking', 'active', ['gringotts.example']],
  ['monsters', 'Monsters Inc', 'active', []],
];

const MANAGED: [parent: string, child: string, status: string][] = [
  ['acme', 'acme-europe', 'active'],
  ['acme', 'acme-labs', 'active'],
  ['acme', 'roadrunner', 'active'],
  ['acme', 'coyote', 'pending'],
  ['globex', 'initech', 'active'],
  ['globex', 'hooli', 'active'],
  ['globex', 'pied-piper', 'pending'],
  ['umbrella', 'cyberdyne', 'inactive'],
  ['tyrell', 'soylent', 'active'],
  ['massive-dynamic', 'aperture', 'active'],
  ['massive-dynamic', 'black-mesa', 'active'],
  ['stark', 'wayne', 'active'],
];

function seedOrganizations(): StoredOrganization[] {
  return ORGANIZATIONS.map(([slug, name, status, domains, description], index) => {
    const organization: StoredOrganization = {
      id: organizationId(slug),
      name,
      slug,
      createdDate: daysAgo(900 - index * 31, index),
      domains,
    };
    if (status !== undefined) organization.status = status;
    if (description !== undefined) organization.description = description;
    return organization;
  });
}

function seedManagedLinks(): ManagedLink[] {
  return MANAGED.map(([parent, child, status], index) => ({
    organizationId: organizationId(parent),
    managedOrganizationId: organizationId(child),
    addedDate: daysAgo(400 - index * 17),
    status,
  }));
}

// ---- accounts and users ----

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    sub: seedUuid('account:admin'),
    name: 'Ada Admin',
    email: 'admin@example.com',
    roles: ['Administrator'],
    organizationId: organizationId('acme'),
  },
  {
    sub: seedUuid('account:manager'),
    name: 'Max Manager',
    email: 'manager@example.com',
    roles: ['Manager'],
    organizationId: organizationId('acme'),
  },
  {
    sub: seedUuid('account:user'),
    name: 'Uma User',
    email: 'user@example.com',
    roles: ['User'],
    organizationId: organizationId('acme'),
  },
  {
    sub: seedUuid('account:nobody'),
    name: 'Nora Nobody',
    email: 'nobody@example.com',
    roles: ['User'],
  },
];

const FIRST_NAMES = [
  'Alice',
  'Bruno',
  'Chen',
  'Dana',
  'Emeka',
  'Fatima',
  'Gustav',
  'Hana',
  'Ivan',
  'Jasmine',
  'Kofi',
  'Lena',
  'Mateo',
  'Nadia',
  'Oscar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sami',
  'Tomoko',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiden',
  'Beatriz',
  'Carlos',
  'Dmitri',
];
const LAST_NAMES = [
  'Anderson',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ulrich',
  'Varga',
  'Wagner',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Novak',
  'Silva',
  'Murphy',
  'Kim',
];
const STATUS_CYCLE = [
  'active',
  'active',
  'active',
  'inactive',
  'active',
  'pending',
  'active',
  'suspended',
  'active',
  'invited',
  'active',
  'active',
] as const;

function rolesFor(index: number): Role[] {
  if (index % 10 === 0) return ['Administrator'];
  if (index % 13 === 4) return ['Manager', 'User'];
  if (index % 5 === 2) return ['Manager'];
  return ['User'];
}

function inviteStatusFor(status: string): string {
  if (status === 'invited') return 'pending';
  if (status === 'pending') return 'sent';
  return 'accepted';
}

export function generatedUsers(slug: string, domain: string, count: number): OrganizationUser[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex';
    const last =
      LAST_NAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Doe';
    const status = STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 'active';
    const neverSeen = status === 'invited' || status === 'pending' || index % 9 === 5;
    // Name pairs repeat every 900 users: a number keeps larger lists' addresses unique.
    const round = Math.floor(index / 900);
    return {
      id: seedUuid(`user:${slug}:${index}`),
      name: `${first} ${last}`,
      email: `${first}.${last}${round > 0 ? round + 1 : ''}@${domain}`.toLowerCase(),
      status,
      inviteStatus: inviteStatusFor(status),
      roles: rolesFor(index),
      lastActivity: neverSeen ? null : at(-(index * 5 + 1) * HOUR),
      createdDate: daysAgo(300 - index * 4),
    };
  });
}

function accountAsUser(account: DemoAccount, index: number): OrganizationUser {
  return {
    id: account.sub,
    name: account.name,
    email: account.email,
    status: 'active',
    inviteStatus: 'accepted',
    roles: [...account.roles],
    lastActivity: at(-(index + 1) * HOUR),
    createdDate: daysAgo(600),
  };
}

/** Acme: the three demo accounts first, then 60 more, so the list has four pages of 20. */
export const ACME_USER_COUNT = 63;

function seedUsers(): Record<string, OrganizationUser[]> {
  const users: Record<string, OrganizationUser[]> = {};
  ORGANIZATIONS.forEach(([slug, , , domains], index) => {
    const domain = domains[0] ?? `${slug}.example`;
    if (slug === 'acme') {
      const accounts = DEMO_ACCOUNTS.filter((a) => a.organizationId === organizationId('acme'));
      users[organizationId(slug)] = [
        ...accounts.map(accountAsUser),
        ...generatedUsers(slug, domain, ACME_USER_COUNT - accounts.length),
      ];
    } else {
      // 0 to 8 users elsewhere; Monsters Inc stays empty on purpose.
      users[organizationId(slug)] =
        slug === 'monsters' ? [] : generatedUsers(slug, domain, (index * 5) % 9);
    }
  });
  return users;
}

// ---- settings ----

function settingsFor(
  slug: string,
  change: (groups: SettingsGroups) => void,
): [string, { settings: SettingsGroups }] {
  const entry = ORGANIZATIONS.find(([s]) => s === slug);
  const base = defaultOrganizationSettings({
    id: organizationId(slug),
    name: entry?.[1] ?? slug,
    slug,
  });
  change(base.settings);
  return [organizationId(slug), { settings: base.settings }];
}

function seedSettings(): DemoData['settings'] {
  return Object.fromEntries([
    settingsFor('acme', (s) => {
      s.notifications.slackNotifications = true;
      s.notifications.notificationFrequency = 'immediate';
      s.security.requireMfa = true;
      s.security.passwordPolicy = 'strict';
      s.security.sessionTimeout = 240;
      s.integrations.enableApiAccess = true;
      s.integrations.webhookUrl = 'https://hooks.acme.example/identity-events';
      s.integrations.allowedIpRanges = ['10.0.0.0/8', '192.168.10.0/24', '2001:db8::/32'];
      s.branding.logoUrl = 'https://cdn.acme.example/brand/logo.svg';
      s.branding.primaryColor = '#D9480F';
      s.branding.customDomain = 'login.acme.example';
    }),
    settingsFor('acme-europe', (s) => {
      s.notifications.notificationFrequency = 'weekly';
      s.security.sessionTimeout = 60;
    }),
    settingsFor('globex', (s) => {
      s.security.passwordPolicy = 'basic';
      s.integrations.enableApiAccess = true;
      s.integrations.allowedIpRanges = ['203.0.113.0/24'];
      s.branding.primaryColor = '#0B7285';
    }),
    settingsFor('umbrella', (s) => {
      s.security.requireMfa = true;
      s.security.sessionTimeout = 30;
    }),
    settingsFor('stark', (s) => {
      s.notifications.emailNotifications = false;
      s.security.sessionTimeout = 1440;
      s.branding.customDomain = 'sso.stark.example';
    }),
    // Legacy data a real BFF may hold: the console must show these as text, not links.
    settingsFor('tyrell', (s) => {
      s.integrations.webhookUrl = 'javascript:alert(1)';
      s.branding.logoUrl = 'javascript:alert(1)';
    }),
  ]);
}

// ---- pipelines ----

export interface StepPlan {
  name: string;
  status: string;
  retry?: number;
  error?: string;
  poisoned?: boolean;
  output?: PipelineStep['output'];
}

function pipelineSteps(start: number, plans: StepPlan[]): PipelineStep[] {
  return plans.map((plan, index) => {
    const begun = plan.status !== 'pending';
    const finished =
      plan.status === 'completed' || plan.status === 'failed' || plan.status === 'cancelled';
    const step: PipelineStep = {
      step_name: plan.name,
      status: plan.status,
      running: plan.status === 'running',
      retry_attempt: plan.retry ?? 0,
      next_retry_at: plan.status === 'retrying' ? at(start + (index + 3) * HOUR) : null,
      last_error: plan.error ?? null,
      output: plan.output ?? null,
      started_at: begun ? at(start + index * 10 * 60_000) : null,
      completed_at: finished ? at(start + (index + 1) * 10 * 60_000) : null,
    };
    if (plan.poisoned) step.poisoned = true;
    return step;
  });
}

export function pipeline(
  key: string,
  type: string,
  status: string,
  params: { title: string; slug: string; region: string },
  startDaysAgo: number,
  plans: StepPlan[],
  pipelineUrl?: string,
): Pipeline {
  const id = pipelineId(key);
  const start = -startDaysAgo * DAY;
  return {
    pipelineId: id,
    pipelineUrl: pipelineUrl ?? `https://ci.example.com/provisioner/pipelines/${id}`,
    type,
    status,
    inputParams: params,
    createdAt: at(start),
    created_at: at(start),
    updated_at: at(start + plans.length * 10 * 60_000),
    steps: pipelineSteps(start, plans),
  };
}

const deployed = (slug: string, region: string, deploymentUrl: string) => ({
  region,
  slug,
  tenantDomain: `${slug}.tenant.example.com`,
  workspaceName: `${slug}-production`,
  deploymentUrl,
});

function seedPipelines(): Pipeline[] {
  return [
    pipeline(
      'acme-europe-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Acme Europe GmbH', slug: 'acme-europe', region: 'eu-west-1' },
      120,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'configure-dns',
          status: 'completed',
          retry: 1,
          error: 'DNS zone not yet delegated (resolved on retry)',
        },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('acme-europe', 'eu-west-1', 'https://acme-europe.app.example.com'),
        },
      ],
    ),
    pipeline(
      'roadrunner-provision',
      'tenant-provision',
      'running',
      { title: 'Provision Roadrunner Logistics', slug: 'roadrunner', region: 'us-east-1' },
      1,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'configure-dns',
          status: 'retrying',
          retry: 2,
          error: 'Timed out waiting for DNS propagation of roadrunner.example',
        },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'globex-migrate',
      'domain-migration',
      'in_progress',
      { title: 'Migrate Globex domains', slug: 'globex', region: 'us-west-2' },
      2,
      [
        { name: 'snapshot-records', status: 'completed' },
        { name: 'move-domains', status: 'running' },
        { name: 'verify-domains', status: 'pending' },
      ],
    ),
    pipeline(
      'pied-piper-provision',
      'tenant-provision',
      'pending',
      { title: 'Provision Pied Piper', slug: 'pied-piper', region: 'us-west-1' },
      0,
      [
        { name: 'create-tenant', status: 'pending' },
        { name: 'configure-dns', status: 'pending' },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'initech-provision',
      'tenant-provision',
      'failed',
      { title: 'Provision Initech', slug: 'initech', region: 'us-east-2' },
      14,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'allocate-storage',
          status: 'failed',
          retry: 5,
          poisoned: true,
          error:
            'QuotaExceeded: storage quota for account 4411 exhausted; message moved to the poison queue after 5 attempts',
        },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'stark-migrate',
      'domain-migration',
      'completed',
      { title: 'Migrate Stark Industries domains', slug: 'stark', region: 'us-east-1' },
      40,
      [
        { name: 'snapshot-records', status: 'completed' },
        { name: 'move-domains', status: 'completed' },
        {
          name: 'verify-domains',
          status: 'completed',
          output: { region: 'us-east-1', slug: 'stark', tenantDomain: 'stark.tenant.example.com' },
        },
      ],
    ),
    pipeline(
      'tyrell-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Tyrell Corporation', slug: 'tyrell', region: 'ap-northeast-1' },
      60,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('tyrell', 'ap-northeast-1', 'javascript:alert(1)'),
        },
      ],
    ),
    pipeline(
      'hooli-provision',
      'tenant-provision',
      'cancelled',
      { title: 'Provision Hooli', slug: 'hooli', region: 'us-west-2' },
      30,
      [
        { name: 'create-tenant', status: 'completed' },
        { name: 'configure-dns', status: 'cancelled' },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'umbrella-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Umbrella Health', slug: 'umbrella', region: 'eu-central-1' },
      90,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('umbrella', 'eu-central-1', 'https://umbrella.app.example.com'),
        },
      ],
      'javascript:alert(document.domain)',
    ),
    pipeline(
      'acme-labs-teardown',
      'workspace-teardown',
      'failed',
      { title: 'Tear down Acme Labs sandbox', slug: 'acme-labs', region: 'us-east-1' },
      7,
      [
        { name: 'export-data', status: 'completed' },
        {
          name: 'delete-workspace',
          status: 'failed',
          retry: 3,
          error: 'Workspace is locked by a legal hold',
        },
      ],
    ),
  ];
}

// ---- onboardings ----

const STEP_TEMPLATE: [name: string, description: string, assignedTo: string][] = [
  ['Kick-off call', 'Agree scope, contacts and the go-live date', 'Max Manager'],
  ['Tenant provisioning', 'Create the tenant and its production workspace', 'Provisioner'],
  ['Domain verification', 'Verify the DNS TXT record of every domain', 'Customer IT'],
  ['SSO configuration', 'Connect the identity provider and test a sign-in', 'Ada Admin'],
  ['User import', 'Import users and send the invitations', 'Uma User'],
];

/** How many of the five steps are done for each onboarding status (unknown: one). */
const STEPS_DONE: Record<string, number> = {
  completed: 5,
  in_progress: 2,
  'in-progress': 3,
  failed: 1,
  error: 2,
  cancelled: 2,
  pending: 0,
};

function stepStatus(onboardingStatus: string, index: number, done: number): string {
  if (index < done) return 'completed';
  if (onboardingStatus === 'cancelled') return 'skipped';
  if (index > done) return 'pending';
  if (onboardingStatus === 'in_progress' || onboardingStatus === 'in-progress')
    return 'in_progress';
  if (onboardingStatus === 'failed' || onboardingStatus === 'error') return 'failed';
  return onboardingStatus in STEPS_DONE ? 'pending' : 'blocked';
}

function onboardingSteps(key: string, status: string, startDaysAgo: number): OnboardingStep[] {
  const done = STEPS_DONE[status] ?? 1;
  return STEP_TEMPLATE.map(([name, description, assignedTo], index) => {
    const state = stepStatus(status, index, done);
    return {
      id: seedUuid(`onboarding-step:${key}:${index}`),
      order: index + 1,
      name,
      description,
      assignedTo,
      completedDate:
        state === 'completed' ? daysAgo(Math.max(0, startDaysAgo - (index + 1) * 2)) : null,
      status: state,
    };
  });
}

export function onboarding(
  key: string,
  organizationName: string,
  status: string,
  customerSlug: string,
  startDaysAgo: number,
  notes: string,
  pipeline?: string,
): Onboarding {
  const steps = onboardingSteps(key, status, startDaysAgo);
  // Stored out of order on purpose: the console sorts steps by `order`.
  if (key === 'acme-roadrunner') steps.reverse();
  const finished = status === 'completed' || status === 'cancelled';
  const record: Onboarding = {
    id: seedUuid(`onboarding:${key}`),
    organizationName,
    status,
    customerSlug,
    createdDate: daysAgo(startDaysAgo),
    updatedDate: daysAgo(Math.max(0, startDaysAgo - 6)),
    completedDate: finished ? daysAgo(Math.max(0, startDaysAgo - 10)) : null,
    notes,
    steps,
  };
  if (pipeline) record.pipelineId = pipeline;
  return record;
}

function seedOnboardings(): DemoData['onboardings'] {
  const acme = 'Acme Corporation';
  const globex = 'Globex Corporation';
  return {
    [organizationId('acme')]: [
      onboarding(
        'acme-europe',
        acme,
        'completed',
        'acme-europe',
        130,
        'Went live on schedule; EU data residency confirmed.',
        pipelineId('acme-europe-provision'),
      ),
      onboarding(
        'acme-roadrunner',
        acme,
        'in_progress',
        'roadrunner',
        12,
        'DNS propagation is slow; provisioner is retrying.',
        pipelineId('roadrunner-provision'),
      ),
      onboarding('acme-coyote', acme, 'pending', 'coyote', 3, 'Waiting for the signed order form.'),
      onboarding(
        'acme-labs',
        acme,
        'failed',
        'acme-labs',
        20,
        'Teardown blocked by a legal hold; see the pipeline.',
        pipelineId('acme-labs-teardown'),
      ),
      onboarding(
        'acme-asia',
        acme,
        'on_hold',
        'acme-asia',
        45,
        'Paused by the customer until the next fiscal year.',
      ),
      onboarding(
        'acme-labs-old',
        acme,
        'cancelled',
        'acme-labs',
        200,
        'Superseded; the pipeline record has been purged.',
        pipelineId('purged'),
      ),
    ],
    [organizationId('globex')]: [
      onboarding(
        'globex',
        globex,
        'in-progress',
        'globex',
        9,
        'Domain migration underway.',
        pipelineId('globex-migrate'),
      ),
      onboarding(
        'globex-initech',
        globex,
        'error',
        'initech',
        16,
        'Storage quota exhausted; needs a support ticket.',
        pipelineId('initech-provision'),
      ),
      onboarding(
        'globex-hooli',
        globex,
        'cancelled',
        'hooli',
        35,
        'Customer chose a different plan.',
        pipelineId('hooli-provision'),
      ),
      onboarding(
        'globex-pied-piper',
        globex,
        'pending',
        'pied-piper',
        1,
        '',
        pipelineId('pied-piper-provision'),
      ),
    ],
    [organizationId('umbrella')]: [
      onboarding(
        'umbrella',
        'Umbrella Health',
        'completed',
        'umbrella',
        95,
        'HIPAA review passed.',
        pipelineId('umbrella-provision'),
      ),
      onboarding(
        'umbrella-cyberdyne',
        'Umbrella Health',
        'failed',
        'cyberdyne',
        50,
        'Account suspended before provisioning.',
      ),
    ],
    [organizationId('tyrell')]: [
      onboarding(
        'tyrell',
        'Tyrell Corporation',
        'completed',
        'tyrell',
        65,
        'Completed; deployment link reported as suspicious.',
        pipelineId('tyrell-provision'),
      ),
    ],
    [organizationId('stark')]: [
      onboarding(
        'stark',
        'Stark Industries',
        'in_progress',
        'stark',
        42,
        'Second domain still to be verified.',
        pipelineId('stark-migrate'),
      ),
    ],
  };
}

// ---- agencies ----

const AGENCIES: [name: string, state: string, type: string, county: string][] = [
  ["Los Angeles County Sheriff's Department", 'CA', 'Law Enforcement', 'Los Angeles'],
  ['San Francisco Police Department', 'CA', 'Law Enforcement', 'San Francisco'],
  ['California Highway Patrol', 'CA', 'Law Enforcement', 'Sacramento'],
  ['Oakland Fire Department', 'CA', 'Fire', 'Alameda'],
  ['Springfield Police Department', 'IL', 'Law Enforcement', 'Sangamon'],
  ['Springfield Fire Department', 'IL', 'Fire', 'Sangamon'],
  ['Chicago Fire Department', 'IL', 'Fire', 'Cook'],
  ["Cook County Sheriff's Office", 'IL', 'Law Enforcement', 'Cook'],
  ['Springfield Police Department', 'MO', 'Law Enforcement', 'Greene'],
  ['Kansas City Emergency Medical Services', 'MO', 'EMS', 'Jackson'],
  ['Austin Police Department', 'TX', 'Law Enforcement', 'Travis'],
  ['Houston Fire Department', 'TX', 'Fire', 'Harris'],
  ['Texas Department of Public Safety', 'TX', 'Law Enforcement', 'Travis'],
  ['Dallas County Emergency Services', 'TX', 'EMS', 'Dallas'],
  ['New York City Police Department', 'NY', 'Law Enforcement', 'New York'],
  ['Buffalo Fire Department', 'NY', 'Fire', 'Erie'],
  ["Albany County Sheriff's Office", 'NY', 'Law Enforcement', 'Albany'],
  ['Seattle Police Department', 'WA', 'Law Enforcement', 'King'],
  ["Spokane County Sheriff's Office", 'WA', 'Law Enforcement', 'Spokane'],
  ['Toronto Police Service', 'ON', 'Law Enforcement', 'Toronto'],
  ['Ottawa Paramedic Service', 'ON', 'EMS', 'Ottawa'],
  ['Vancouver Police Department', 'BC', 'Law Enforcement', 'Metro Vancouver'],
  ['Victoria Fire Department', 'BC', 'Fire', 'Capital'],
];

function seedAgencies(): Agency[] {
  return AGENCIES.map(([name, state, type, county], index) => {
    const agency: Agency = {
      id: seedUuid(`agency:${state}:${name}`),
      name,
      stateOrProvince: state,
      agencyType: type,
      county,
      phone: `+1-555-01${String(index).padStart(2, '0')}`,
      website: `https://agency${index + 1}.gov.example`,
      ori: `${state}${String(100_000 + index * 733).padStart(7, '0')}`,
      employees: 40 + ((index * 137) % 2_400),
      accredited: index % 3 !== 1,
      notes: index % 4 === 0 ? '' : `Records portal migrated in ${2019 + (index % 5)}.`,
    };
    if (index % 5 === 0) {
      agency.jurisdiction = `All unincorporated areas of ${county} County plus contracted municipalities, transit lines and county parks`;
    }
    if (index === 4) {
      // One object-valued extra field: the details modal shows it as JSON.
      agency.primaryContact = {
        name: 'Maria Lopez',
        title: 'Chief of Police',
        email: 'chief@springfield-il.gov.example',
      };
    }
    return agency;
  });
}

/** A fresh copy of the whole seed (no sessions): the 25-organization demo. */
export function createSeedData(): DemoData {
  return {
    version: DATA_VERSION,
    organizations: seedOrganizations(),
    managedLinks: seedManagedLinks(),
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account, roles: [...account.roles] })),
    users: seedUsers(),
    settings: seedSettings(),
    onboardings: seedOnboardings(),
    pipelines: seedPipelines(),
    agencies: seedAgencies(),
    sessions: [],
  };
}
