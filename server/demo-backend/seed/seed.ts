// Deterministic seed data: the same ids and dates on every machine, so browser tests and
// screenshots can name them (seed-ids.ts). This file holds the organizations, their users,
// settings and agencies, and puts the whole seed together; people, pipelines and onboardings
// have files of their own.
import type { Agency, SettingsGroups } from '@shared/schemas';
import { defaultOrganizationSettings } from '@shared/schemas';
import {
  DATA_VERSION,
  type DemoData,
  type ManagedLink,
  type StoredOrganization,
  type StoredUser,
} from '../store/demo-data';
import { ACME_USER_COUNT, DEMO_ACCOUNTS, accountAsUser, generatedUsers } from './seed-people';
import { SEED_TIME, daysAgo, organizationId, pipelineId, seedUuid } from './seed-ids';
import { seedPeopleLives } from './people-seed';
import { seedOnboardings } from './seed-onboardings';
import { seedPipelines } from './seed-pipelines';

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

// ---- users ----

function seedUsers(): Record<string, StoredUser[]> {
  const users: Record<string, StoredUser[]> = {};
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
    // A managed organization stores only what it sets (DESIGN resolution 23); the rest is Acme's.
    [
      organizationId('acme-europe'),
      {
        settings: {
          notifications: { notificationFrequency: 'weekly' },
          security: { sessionTimeout: 60 },
        },
      },
    ],
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

/**
 * A fresh copy of the whole seed: the 25-organization demo. Invitations and seeded sessions
 * are timed from `now` (a store passes its start; the default keeps tests' seeds equal).
 */
export function createSeedData(now = SEED_TIME): DemoData {
  const data: DemoData = {
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
  seedPeopleLives(data, now);
  return data;
}
