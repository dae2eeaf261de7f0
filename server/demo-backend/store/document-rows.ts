// How the demo data maps to database rows, and which rows a change touched. A change is
// applied with immer, which keeps every record it did not touch as the same object: so the
// rows to write are found by comparing references, list by list, without serializing or
// scanning the records themselves. Lists keep their order through each row's position;
// appending and removing keep the others' positions, anything else renumbers the list.
import { DATA_VERSION, type DemoData } from './demo-data';
import type { DocumentChange, DocumentRow } from './demo-database';

type Keyed = Record<string, unknown>;
type KeyOf = (record: Keyed) => string;

const text = (value: unknown) => String(value);

/** The lists of records and how each record is told apart from the others of its list. */
const LISTS: Record<string, KeyOf> = {
  organizations: (o) => text(o.id),
  managedLinks: (l) => `${text(l.organizationId)}>${text(l.managedOrganizationId)}`,
  accounts: (a) => text(a.sub),
  pipelines: (p) => text(p.pipelineId),
  agencies: (a) => text(a.id),
  sessions: (s) => text(s.key),
};
/** Lists per organization (the parent). */
const GROUPED_LISTS: Record<string, KeyOf> = {
  users: (u) => text(u.id),
  onboardings: (o) => text(o.id),
};
/** One record per organization. */
const GROUPED_RECORDS = ['settings'];

/** Where each stored record sits in its list: collection → parent → key → position. */
export class Positions {
  readonly #lists = new Map<string, Map<string, number>>();

  list(collection: string, parent: string): Map<string, number> {
    const id = `${collection}\u0000${parent}`;
    let list = this.#lists.get(id);
    if (!list) {
      list = new Map();
      this.#lists.set(id, list);
    }
    return list;
  }

  /** Records what a committed change did to the positions. */
  commit(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      if (change.kind === 'put') {
        const { collection, parent, key, position } = change.row;
        this.list(collection, parent).set(key, position);
      } else this.list(change.collection, change.parent).delete(change.key);
    }
  }
}

function listRows(
  collection: string,
  parent: string,
  records: readonly unknown[],
  keyOf: KeyOf,
): DocumentRow[] {
  return records.map((record, position) => ({
    collection,
    parent,
    key: keyOf(record as Keyed),
    position,
    body: JSON.stringify(record),
  }));
}

/** Every row of `data` (seeding, migrating). */
export function rowsOf(data: Readonly<DemoData>): DocumentRow[] {
  const rows: DocumentRow[] = [];
  const source = data as unknown as Record<string, unknown>;
  for (const [collection, keyOf] of Object.entries(LISTS)) {
    rows.push(...listRows(collection, '', source[collection] as unknown[], keyOf));
  }
  for (const [collection, keyOf] of Object.entries(GROUPED_LISTS)) {
    const groups = source[collection] as Record<string, unknown[]>;
    for (const [parent, records] of Object.entries(groups)) {
      // An organization with an empty list keeps it (users: [] is not "no users known").
      rows.push({
        collection: `${collection}:group`,
        parent: '',
        key: parent,
        position: 0,
        body: '1',
      });
      rows.push(...listRows(collection, parent, records, keyOf));
    }
  }
  for (const collection of GROUPED_RECORDS) {
    const groups = source[collection] as Record<string, unknown>;
    for (const [parent, record] of Object.entries(groups)) {
      rows.push({ collection, parent: '', key: parent, position: 0, body: JSON.stringify(record) });
    }
  }
  return rows;
}

/** The data the rows hold (rows in collection, parent, position order). */
export function dataOf(rows: readonly DocumentRow[], positions: Positions): DemoData {
  const data: Record<string, unknown> = { version: DATA_VERSION };
  for (const collection of Object.keys(LISTS)) data[collection] = [];
  for (const collection of [...Object.keys(GROUPED_LISTS), ...GROUPED_RECORDS])
    data[collection] = {};
  for (const row of rows) {
    if (row.collection.endsWith(':group')) {
      const groups = data[row.collection.slice(0, -':group'.length)] as Record<string, unknown[]>;
      groups[row.key] ??= [];
      continue;
    }
    const value: unknown = JSON.parse(row.body);
    if (row.collection in LISTS) (data[row.collection] as unknown[]).push(value);
    else if (row.collection in GROUPED_LISTS) {
      const groups = data[row.collection] as Record<string, unknown[]>;
      (groups[row.parent] ??= []).push(value);
    } else if (GROUPED_RECORDS.includes(row.collection)) {
      (data[row.collection] as Record<string, unknown>)[row.key] = value;
      continue;
    } else continue;
    positions.list(row.collection, row.parent).set(row.key, row.position);
  }
  return data as unknown as DemoData;
}

/**
 * The common cases without a lookup per record: records changed in place and records
 * appended (immer keeps every untouched record as the same object, so a glance at each
 * reference tells). Undefined when records moved or left: the general case handles those.
 */
function sameOrderChanges(
  collection: string,
  parent: string,
  before: readonly unknown[],
  after: readonly unknown[],
  keyOf: KeyOf,
  positions: Map<string, number>,
): DocumentChange[] | undefined {
  if (after.length < before.length || positions.size !== before.length) return undefined;
  const changes: DocumentChange[] = [];
  for (let index = 0; index < before.length; index += 1) {
    const record = after[index];
    if (record === before[index]) continue;
    const key = keyOf(record as Keyed);
    const position = positions.get(key);
    if (position === undefined || key !== keyOf(before[index] as Keyed)) return undefined;
    changes.push({
      kind: 'put',
      row: { collection, parent, key, position, body: JSON.stringify(record) },
    });
  }
  if (after.length === before.length) return changes;
  let last = -1;
  for (const position of positions.values()) last = Math.max(last, position);
  for (let index = before.length; index < after.length; index += 1) {
    const key = keyOf(after[index] as Keyed);
    if (positions.has(key)) return undefined;
    last += 1;
    changes.push({
      kind: 'put',
      row: { collection, parent, key, position: last, body: JSON.stringify(after[index]) },
    });
  }
  if (
    new Set(changes.map((change) => (change.kind === 'put' ? change.row.key : ''))).size !==
    changes.length
  )
    throw new Error(`two ${collection} records share one key`);
  return changes;
}

function listChanges(
  collection: string,
  parent: string,
  before: readonly unknown[],
  after: readonly unknown[],
  keyOf: KeyOf,
  positions: Map<string, number>,
): DocumentChange[] {
  const quick = sameOrderChanges(collection, parent, before, after, keyOf, positions);
  if (quick) return quick;
  const changes: DocumentChange[] = [];
  const previous = new Map(before.map((record) => [keyOf(record as Keyed), record]));
  const keys = after.map((record) => keyOf(record as Keyed));
  const kept = new Set(keys);
  if (kept.size !== keys.length) throw new Error(`two ${collection} records share one key`);
  for (const key of positions.keys()) {
    if (!kept.has(key)) changes.push({ kind: 'delete', collection, parent, key });
  }
  // Kept records in their stored order, then new ones at the end: only those are written.
  let last = -1;
  let appending = false;
  let inOrder = true;
  for (const key of keys) {
    const position = positions.get(key);
    if (position === undefined) appending = true;
    else if (appending || position <= last) {
      inOrder = false;
      break;
    } else last = position;
  }
  after.forEach((record, index) => {
    const key = keys[index] as string;
    const position = positions.get(key);
    if (!inOrder || position === undefined || previous.get(key) !== record) {
      const at = !inOrder ? index : (position ?? (last += 1));
      changes.push({
        kind: 'put',
        row: { collection, parent, key, position: at, body: JSON.stringify(record) },
      });
    }
  });
  return changes;
}

/** The row changes that turn `before` into `after` (`after` made from `before` by immer). */
export function changesBetween(
  before: Readonly<DemoData>,
  after: Readonly<DemoData>,
  positions: Positions,
): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const from = before as unknown as Record<string, unknown>;
  const to = after as unknown as Record<string, unknown>;
  for (const [collection, keyOf] of Object.entries(LISTS)) {
    if (from[collection] === to[collection]) continue;
    changes.push(
      ...listChanges(
        collection,
        '',
        from[collection] as unknown[],
        to[collection] as unknown[],
        keyOf,
        positions.list(collection, ''),
      ),
    );
  }
  for (const [collection, keyOf] of Object.entries(GROUPED_LISTS)) {
    if (from[collection] === to[collection]) continue;
    const fromGroups = from[collection] as Record<string, unknown[] | undefined>;
    const toGroups = to[collection] as Record<string, unknown[] | undefined>;
    for (const parent of new Set([...Object.keys(fromGroups), ...Object.keys(toGroups)])) {
      const [was, is] = [fromGroups[parent], toGroups[parent]];
      if (was === is) continue;
      const group = `${collection}:group`;
      if (is === undefined)
        changes.push({ kind: 'delete', collection: group, parent: '', key: parent });
      else if (was === undefined)
        changes.push({
          kind: 'put',
          row: { collection: group, parent: '', key: parent, position: 0, body: '1' },
        });
      changes.push(
        ...listChanges(
          collection,
          parent,
          was ?? [],
          is ?? [],
          keyOf,
          positions.list(collection, parent),
        ),
      );
    }
  }
  for (const collection of GROUPED_RECORDS) {
    if (from[collection] === to[collection]) continue;
    const fromGroups = from[collection] as Record<string, unknown>;
    const toGroups = to[collection] as Record<string, unknown>;
    for (const parent of new Set([...Object.keys(fromGroups), ...Object.keys(toGroups)])) {
      const [was, is] = [fromGroups[parent], toGroups[parent]];
      if (was === is) continue;
      changes.push(
        is === undefined
          ? { kind: 'delete', collection, parent: '', key: parent }
          : {
              kind: 'put',
              row: { collection, parent: '', key: parent, position: 0, body: JSON.stringify(is) },
            },
      );
    }
  }
  return changes;
}
