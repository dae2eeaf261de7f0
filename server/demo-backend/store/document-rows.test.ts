import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { DemoData } from './demo-data';
import type { DocumentChange, DocumentRow } from './demo-database';
import { Positions, changesBetween, dataOf, rowsOf } from './document-rows';
import { SEED_IDS, createSeedData } from '../seed/seed';

/** A stand-in for the documents table: rows by collection, parent and key. */
class Table {
  readonly rows = new Map<string, DocumentRow>();
  constructor(rows: DocumentRow[]) {
    for (const row of rows) this.rows.set(this.#id(row.collection, row.parent, row.key), row);
  }
  #id = (collection: string, parent: string, key: string) => `${collection}|${parent}|${key}`;
  apply(changes: readonly DocumentChange[]): void {
    for (const change of changes) {
      if (change.kind === 'put') {
        const { collection, parent, key } = change.row;
        this.rows.set(this.#id(collection, parent, key), change.row);
      } else this.rows.delete(this.#id(change.collection, change.parent, change.key));
    }
  }
  /** As the database answers: ordered by collection, parent, position. */
  ordered(): DocumentRow[] {
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...this.rows.values()].sort(
      (a, b) =>
        compare(a.collection, b.collection) ||
        compare(a.parent, b.parent) ||
        a.position - b.position,
    );
  }
}

function store() {
  const seed = createSeedData();
  const table = new Table(rowsOf(seed));
  const positions = new Positions();
  let data = dataOf(table.ordered(), positions);
  return {
    get data() {
      return data;
    },
    change(recipe: (draft: DemoData) => void): DocumentChange[] {
      const next = produce(data, recipe);
      const changes = changesBetween(data, next, positions);
      table.apply(changes);
      positions.commit(changes);
      data = next;
      return changes;
    },
    /** What a restart would load. */
    reloaded: () => dataOf(table.ordered(), new Positions()),
  };
}

describe('the rows a change writes', () => {
  it('loads the seed back as it was', () => {
    expect(store().reloaded()).toEqual(createSeedData());
  });

  it('writes only the record changed in place', () => {
    const s = store();
    const changes = s.change((draft) => {
      draft.organizations.find((o) => o.id === SEED_IDS.globex)!.status = 'inactive';
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'put',
      row: { collection: 'organizations', key: SEED_IDS.globex },
    });
    expect(s.reloaded()).toEqual(s.data);
  });

  it('keeps list order through appends, removals, moves, new and removed groups', () => {
    const s = store();
    const acme = SEED_IDS.acme;
    s.change((draft) => {
      draft.users[acme]!.push({
        ...draft.users[acme]![5]!,
        id: 'new-user',
        email: 'new@acme.example',
      });
    });
    s.change((draft) => {
      draft.users[acme] = draft.users[acme]!.filter((_, index) => index !== 2 && index !== 40);
    });
    s.change((draft) => {
      draft.users[acme]!.push({
        ...draft.users[acme]![1]!,
        id: 'after-removal',
        email: 'x@acme.example',
      });
    });
    s.change((draft) => {
      draft.organizations.reverse();
      draft.managedLinks.splice(3, 0, {
        organizationId: 'a',
        managedOrganizationId: 'b',
        addedDate: 'd',
        status: 'active',
      });
    });
    s.change((draft) => {
      draft.users['brand-new'] = [];
      delete draft.users[SEED_IDS.globex];
      delete draft.settings[acme];
      draft.settings['brand-new'] = { settings: draft.settings[SEED_IDS.globex]!.settings };
      delete draft.onboardings[acme];
    });
    expect(s.reloaded()).toEqual(s.data);
    expect(s.reloaded().users['brand-new']).toEqual([]);
    expect(s.reloaded().users[acme]!.at(-1)!.id).toBe('after-removal');
  });

  it('refuses two records of one list with one key, writing nothing', () => {
    const s = store();
    expect(() =>
      s.change((draft) => {
        draft.organizations.push({ ...draft.organizations[0]! });
      }),
    ).toThrow('two organizations records share one key');
    expect(s.reloaded()).toEqual(createSeedData());
  });
});
