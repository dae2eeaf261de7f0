import { describe, expect, it } from 'vitest';
import { activeFilterCount, activityQuery } from './activity-query';
import { activitySearchSchema } from './activity-search';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const parse = (input: Record<string, unknown>) => activitySearchSchema.parse(input);

describe('activitySearchSchema', () => {
  it('keeps known values and drops bad ones instead of failing', () => {
    expect(parse({ group: 'users', range: '7d', actor: 42, from: '2026-01-01' })).toMatchObject({
      group: 'users',
      range: '7d',
      actor: '42',
      from: '2026-01-01',
    });
    expect(parse({ group: 'hackers', range: 'forever', from: 'last week' })).toEqual({
      sort: undefined,
      q: undefined,
      view: undefined,
      hide: undefined,
      at: undefined,
      actor: undefined,
      group: undefined,
      target: undefined,
      targetName: undefined,
      range: undefined,
      from: undefined,
      to: undefined,
      text: undefined,
      org: undefined,
      event: undefined,
    });
  });
});

describe('activityQuery', () => {
  it('maps the group to an action prefix and the preset to since', () => {
    expect(
      activityQuery(parse({ group: 'domains', range: '7d', actor: ' ada ' }), {}, NOW),
    ).toEqual({
      action: 'organization.domain_',
      since: '2026-11-16T12:00:00.000Z',
      actor: 'ada',
    });
  });

  it('pins the organization of the scope over the URL', () => {
    expect(activityQuery(parse({ org: 'b' }), { organizationId: 'a' }, NOW)).toEqual({
      organizationId: 'a',
    });
    expect(activityQuery(parse({ org: 'b', target: 't', text: 'x' }), {}, NOW)).toEqual({
      organizationId: 'b',
      targetId: 't',
      q: 'x',
    });
  });

  it('turns a custom range into whole local days, inclusive', () => {
    const query = activityQuery(
      parse({ range: 'custom', from: '2026-11-01', to: '2026-11-02' }),
      {},
    );
    const since = new Date(query.since ?? '');
    const until = new Date(query.until ?? '');
    expect([since.getDate(), since.getHours(), since.getMinutes()]).toEqual([1, 0, 0]);
    expect([until.getDate(), until.getHours(), until.getMinutes()]).toEqual([2, 23, 59]);
  });

  it('counts the filters in effect', () => {
    expect(activeFilterCount(parse({}))).toBe(0);
    expect(activeFilterCount(parse({ group: 'all', range: 'all' }))).toBe(0);
    expect(activeFilterCount(parse({ group: 'users', target: 'x', text: 'y' }))).toBe(3);
  });
});
