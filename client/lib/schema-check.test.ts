import { describe, expect, it } from 'vitest';
import * as z from '@shared/zod';
import { organizationSchema } from '@shared/schemas';
import { auditPageSchema } from '@shared/audit';
import { safeParseFast } from './schema-check';

const list = z.array(organizationSchema).describe('organizations');
const organization = {
  id: 'o1',
  name: 'Acme',
  status: 'active',
  userCount: 3,
  domains: ['acme.example'],
  managedOrganizations: [{ organizationId: 'o1', managedOrganizationId: 'o2', name: 'Beta' }],
  extra: { kept: true },
};

describe('safeParseFast', () => {
  it('accepts what the schema accepts, extra fields kept', () => {
    const value = [organization, { id: 'o2', name: 'Beta' }];
    const result = safeParseFast(list, value);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(list.parse(value));
    // No copy: the check answers yes and the value itself is the data.
    expect(result.data).toBe(value);
  });

  it('rejects what the schema rejects, with zod’s own issue', () => {
    for (const bad of [
      [{ ...organization, name: 7 }],
      [{ ...organization, userCount: 'many' }],
      [{ ...organization, domains: ['ok', 3] }],
      [{ ...organization, managedOrganizations: [{ organizationId: 'o1' }] }],
      [null],
      [[organization]],
      { items: [] },
    ]) {
      const result = safeParseFast(list, bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toEqual(list.safeParse(bad).error?.issues[0]);
    }
  });

  it('checks nullable, optional and nested loose objects (an audit page)', () => {
    const page = {
      items: [
        {
          id: 'e1',
          time: '2026-01-01T00:00:00.000Z',
          actor: { sub: 'u1', name: 'Ann' },
          action: 'user.invited',
          organizationId: null,
          target: { type: 'user', id: 'u2' },
        },
      ],
      nextCursor: null,
    };
    expect(safeParseFast(auditPageSchema, page).success).toBe(true);
    const bad = { ...page, nextCursor: 5 };
    expect(safeParseFast(auditPageSchema, bad).success).toBe(false);
  });

  it('leaves refinements, strict and stripping objects to zod', () => {
    const nonEmpty = z.array(z.string().min(1));
    expect(safeParseFast(nonEmpty, ['a', '']).success).toBe(false);
    const strict = z.strictObject({ a: z.string() });
    expect(safeParseFast(strict, { a: 'x', b: 1 }).success).toBe(false);
    const stripping = z.object({ a: z.string() });
    expect(safeParseFast(stripping, { a: 'x', b: 1 }).data).toEqual({ a: 'x' });
    const transformed = z.array(z.string().transform((text) => text.length));
    expect(safeParseFast(transformed, ['abc']).data).toEqual([3]);
  });

  it('checks enums and literals', () => {
    const schema = z.array(z.union([z.enum(['a', 'b']), z.literal(3)]));
    // A union is left to zod; an enum alone is checked here.
    expect(safeParseFast(schema, ['a', 3]).success).toBe(true);
    expect(safeParseFast(z.array(z.enum(['a', 'b'])), ['a', 'c']).success).toBe(false);
    expect(safeParseFast(z.array(z.literal('x')), ['x']).success).toBe(true);
  });
});
