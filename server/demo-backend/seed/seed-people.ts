// The seed's people: the demo accounts (one per role, all in Acme) and generated users with
// made-up names, roles and invitation states.
import type { Role } from '@shared/permissions';
import type { OrganizationUser } from '@shared/schemas';
import type { DemoAccount } from '../store/demo-data';
import { HOUR, at, daysAgo, organizationId, seedUuid } from './seed-ids';

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

export function accountAsUser(account: DemoAccount, index: number): OrganizationUser {
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
