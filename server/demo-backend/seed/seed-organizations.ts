// The generated organizations of DEMO_SCALE=large|huge (seed-scale.ts): names from a small
// vocabulary, unique slugs, weighted statuses and domains, from the scale's random sequence.
import type { StoredOrganization } from '../store/demo-data';
import { daysAgo, seedUuid } from './seed-ids';

const PREFIXES = [
  'Northwind',
  'Blue Harbor',
  'Silver Peak',
  'Redwood',
  'Granite',
  'Brightwater',
  'Cedar',
  'Summit',
  'Ironbridge',
  'Lakeside',
  'Maple',
  'Harbor Point',
  'Evergreen',
  'Pioneer',
  'Atlas',
  'Beacon',
  'Crescent',
  'Falcon',
  'Golden Gate',
  'Highland',
  'Keystone',
  'Lighthouse',
  'Meridian',
  'Oakridge',
  'Pinnacle',
  'Quarry',
  'Riverbend',
  'Sterling',
  'Tidewater',
  'Union',
  'Vanguard',
  'Westfield',
  'Yellowstone',
  'Zenith',
  'Aurora',
  'Bluebird',
  'Copperline',
  'Driftwood',
  'Eastgate',
  'Foxglove',
  'Greenleaf',
  'Horizon',
  'Juniper',
  'Kingsbridge',
  'Larkspur',
  'Midland',
  'Northstar',
  'Orchard',
  'Prairie',
  'Seaside',
];
const TRADES = [
  'Logistics',
  'Analytics',
  'Health',
  'Energy',
  'Foods',
  'Engineering',
  'Capital',
  'Software',
  'Media',
  'Robotics',
  'Pharmaceuticals',
  'Insurance',
  'Telecom',
  'Construction',
  'Retail',
  'Aerospace',
  'Biotech',
  'Consulting',
  'Freight',
  'Security',
  'Textiles',
  'Hospitality',
  'Mining',
  'Water',
  'Education',
  'Labs',
  'Systems',
  'Networks',
  'Dynamics',
  'Foundry',
];
const FORMS = ['', '', '', ' Inc', ' LLC', ' Ltd', ' GmbH', ' Group', ' Co', ' Partners', ' AG'];
const PLACES = ['', '', '', '', ' of Ohio', ' Europe', ' Asia', ' Nordic', ' Iberia', ' Pacific'];
const TLDS = ['example', 'example.com', 'example.net', 'example.org', 'example.eu'];
const STATUSES: [status: string | undefined, weight: number][] = [
  ['active', 70],
  ['inactive', 10],
  ['pending', 9],
  ['suspended', 9],
  [undefined, 2],
];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type Random = () => number;

export function weighted<T>(random: Random, choices: [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as [T, number])[0];
}

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Generated organizations: made-up names, unique slugs, weighted statuses and domains. */
export function generateOrganizations(
  random: Random,
  count: number,
  takenSlugs: Set<string>,
): StoredOrganization[] {
  const organizations: StoredOrganization[] = [];
  for (let index = 0; index < count; index += 1) {
    const base = `${pick(random, PREFIXES)} ${pick(random, TRADES)}`;
    const name = `${base}${pick(random, PLACES)}${pick(random, FORMS)}`;
    let slug = slugify(name);
    for (let n = 2; takenSlugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    takenSlugs.add(slug);
    const status = weighted(random, STATUSES);
    const domainCount = weighted(random, [
      [0, 5],
      [1, 70],
      [2, 20],
      [3, 5],
    ]);
    const domains = Array.from(
      { length: domainCount },
      (_, n) => `${n === 0 ? '' : `${['eu', 'us', 'apac'][n - 1]}.`}${slug}.${pick(random, TLDS)}`,
    );
    const organization: StoredOrganization = {
      id: seedUuid(`organization:${slug}`),
      name,
      slug,
      createdDate: daysAgo(30 + Math.floor(random() * 2_400), Math.floor(random() * 24)),
      domains,
    };
    if (status !== undefined) organization.status = status;
    if (random() < 0.2) organization.description = `${base} customer since the early pilot.`;
    organizations.push(organization);
  }
  return organizations;
}
