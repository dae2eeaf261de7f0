import {
  mergeTableSearch,
  parseTableSearch,
  serializeTableState,
  tableSearchSchema,
  type TableStateDefaults,
  type TableViewState,
} from './table-search';

const defaults: TableStateDefaults = {
  view: 'table',
  views: ['table', 'cards', 'timeline'],
  hidden: [],
};
const withHidden: TableStateDefaults = { ...defaults, hidden: ['id'] };

describe('tableSearchSchema', () => {
  it('never throws: bad values become undefined, numbers become text', () => {
    expect(tableSearchSchema.parse({ sort: { a: 1 }, q: 123, view: null, hide: true })).toEqual({
      sort: undefined,
      q: '123',
      view: undefined,
      hide: 'true',
    });
    expect(tableSearchSchema.parse({})).toEqual({});
  });

  it('spreads into a route schema', () => {
    const keys = Object.keys(tableSearchSchema.shape);
    expect(keys).toEqual(['sort', 'q', 'view', 'hide']);
  });
});

describe('parseTableSearch', () => {
  it('reads every key', () => {
    expect(
      parseTableSearch(
        { sort: 'name.desc', q: 'acme', view: 'cards', hide: 'status,users' },
        defaults,
      ),
    ).toEqual<TableViewState>({
      sorting: [{ id: 'name', desc: true }],
      filter: 'acme',
      view: 'cards',
      hidden: ['status', 'users'],
    });
  });

  it('keeps dots inside column ids', () => {
    expect(parseTableSearch({ sort: 'inputParams.title.asc' }, defaults).sorting).toEqual([
      { id: 'inputParams.title', desc: false },
    ]);
  });

  it.each([
    [{}, defaults],
    [{ sort: 'name', view: 'grid', q: undefined }, defaults],
    [{ sort: 'name.sideways', view: 42 }, defaults],
    [{ sort: '.desc' }, defaults],
  ])('falls back to defaults for %j', (search, base) => {
    expect(parseTableSearch(search, base)).toEqual({
      sorting: [],
      filter: '',
      view: 'table',
      hidden: [],
    });
  });

  it('uses the default hidden columns when hide is absent, and none for hide=""', () => {
    expect(parseTableSearch({}, withHidden).hidden).toEqual(['id']);
    expect(parseTableSearch({ hide: '' }, withHidden).hidden).toEqual([]);
    expect(parseTableSearch({ hide: ' a, ,a,b ' }, withHidden).hidden).toEqual(['a', 'b']);
  });
});

describe('serializeTableState', () => {
  it('leaves defaults out', () => {
    expect(
      serializeTableState({ sorting: [], filter: '  ', view: 'table', hidden: [] }, defaults),
    ).toEqual({});
    expect(
      serializeTableState({ sorting: [], filter: '', view: 'table', hidden: ['id'] }, withHidden),
    ).toEqual({});
  });

  it('writes what differs', () => {
    expect(
      serializeTableState(
        {
          sorting: [{ id: 'created', desc: true }],
          filter: 'ac',
          view: 'timeline',
          hidden: ['a', 'b'],
        },
        defaults,
      ),
    ).toEqual({ sort: 'created.desc', q: 'ac', view: 'timeline', hide: 'a,b' });
    expect(
      serializeTableState({ sorting: [], filter: '', view: 'table', hidden: [] }, withHidden),
    ).toEqual({ hide: '' });
  });

  it('round-trips through parse', () => {
    const states: TableViewState[] = [
      { sorting: [{ id: 'name', desc: false }], filter: 'a,b "c"', view: 'cards', hidden: ['x'] },
      { sorting: [{ id: 'a.b', desc: true }], filter: '', view: 'timeline', hidden: [] },
      { sorting: [], filter: '42', view: 'table', hidden: ['id', 'status'] },
    ];
    for (const base of [defaults, withHidden]) {
      for (const state of states) {
        expect(parseTableSearch(serializeTableState(state, base), base)).toEqual(state);
      }
    }
  });
});

describe('mergeTableSearch', () => {
  it('replaces only the table keys and keeps other params', () => {
    expect(
      mergeTableSearch(
        { status: 'failed', sort: 'x.asc', q: 'old', page: 2 },
        { q: 'new', view: 'cards' },
      ),
    ).toEqual({ status: 'failed', page: 2, q: 'new', view: 'cards' });
  });
});
