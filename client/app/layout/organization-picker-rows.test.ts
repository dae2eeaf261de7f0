// What the picker lists for a query: sections, matching and ranking, without rendering.
import { describe, expect, it } from 'vitest';
import { indexOrganizations, matchRanges, pickerRows } from './organization-picker-rows';

const ORGANIZATIONS = [
  { id: 'c0ffee00-1111', name: 'Zeta Zürich AG' },
  { id: 'beef0000-2222', name: 'Acme Corporation' },
  { id: 'a1b2c3d4-3333', name: 'Acme Europe GmbH' },
  { id: 'dead0000-4444', name: 'Globex' },
  { id: 'dead0000-5555', name: 'Globex' },
];
const index = indexOrganizations(ORGANIZATIONS);
const names = (rows: ReturnType<typeof pickerRows>) =>
  rows.rows.map((row) =>
    row.kind === 'header' ? `# ${row.section}` : row.option.entry.organization.name,
  );

describe('pickerRows', () => {
  it('lists everyone alphabetically, without headers, when nothing is pinned or recent', () => {
    const rows = pickerRows(index, { pinned: [], recent: [] }, '');
    expect(names(rows)).toEqual([
      'Acme Corporation',
      'Acme Europe GmbH',
      'Globex',
      'Globex',
      'Zeta Zürich AG',
    ]);
    expect(rows.grouped).toBe(false);
  });

  it('puts pins, then recents, then the rest, each organization once; unknown ids are skipped', () => {
    const rows = pickerRows(
      index,
      { pinned: ['c0ffee00-1111', 'gone'], recent: ['c0ffee00-1111', 'a1b2c3d4-3333'] },
      '',
    );
    expect(names(rows)).toEqual([
      '# pinned',
      'Zeta Zürich AG',
      '# recent',
      'Acme Europe GmbH',
      '# all',
      'Acme Corporation',
      'Globex',
      'Globex',
    ]);
    expect(rows.sectionSizes).toEqual(
      new Map([
        ['pinned', 1],
        ['recent', 1],
        ['all', 3],
      ]),
    );
  });

  it('matches every word in any order, ignoring case and accents, or the query inside the id', () => {
    const empty = { pinned: [], recent: [] };
    expect(names(pickerRows(index, empty, 'ZURICH'))).toEqual(['Zeta Zürich AG']);
    expect(names(pickerRows(index, empty, 'gmbh acme'))).toEqual(['Acme Europe GmbH']);
    expect(names(pickerRows(index, empty, 'a1b2c3'))).toEqual(['Acme Europe GmbH']);
    expect(names(pickerRows(index, empty, 'acme nothing'))).toEqual([]);
  });

  it('highlights what each word matched, overlaps merged', () => {
    const europe = index.byId.get('a1b2c3d4-3333')!;
    expect(matchRanges(europe, 'gmbh ACME')).toEqual([
      [0, 4],
      [12, 16],
    ]);
    expect(matchRanges(europe, 'acme acm')).toEqual([[0, 4]]);
    expect(matchRanges(europe, '')).toEqual([]);
  });

  it('knows the names several organizations share', () => {
    expect([...index.sharedNames]).toEqual(['Globex']);
  });
});
