import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from '@shared/zod';
import { organizationSchema } from '@shared/schemas';
import { auditPageSchema } from '@shared/audit';
import { safeParseFast } from './schema-check';
import { valuesOf } from '../test/zod-arbitrary';

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

  it('leaves an object with its own "__proto__" key (JSON.parse makes one) to zod, which drops it', () => {
    // Found by the property below in a CI run: the fast path kept the key where zod's copy had not.
    const answer = JSON.parse('[{"id":"o1","name":"Acme","__proto__":{"status":5}}]') as unknown;
    const parsed = safeParseFast(list, answer);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(list.parse(answer));
    expect(Object.hasOwn(parsed.data![0]!, '__proto__')).toBe(false);
    expect((parsed.data![0] as { status?: unknown }).status).toBeUndefined();
  });

  it('checks enums and literals', () => {
    const schema = z.array(z.union([z.enum(['a', 'b']), z.literal(3)]));
    // A union is left to zod; an enum alone is checked here.
    expect(safeParseFast(schema, ['a', 3]).success).toBe(true);
    expect(safeParseFast(z.array(z.enum(['a', 'b'])), ['a', 'c']).success).toBe(false);
    expect(safeParseFast(z.array(z.literal('x')), ['x']).success).toBe(true);
  });

  it('refuses what a format refuses (zod 4 keeps z.email() and z.int() on the schema itself)', () => {
    const schema = z.looseObject({ email: z.email(), n: z.int() });
    expect(safeParseFast(schema, { email: 'not-an-email', n: 1 }).success).toBe(false);
    expect(safeParseFast(schema, { email: 'a@example.com', n: 1.5 }).success).toBe(false);
    const good = { email: 'a@example.com', n: 1 };
    expect(safeParseFast(schema, good).data).toBe(good);
    // A check that rewrites the value (trim) leaves the whole schema to zod.
    expect(safeParseFast(z.array(z.string().trim()), [' a ']).data).toEqual(['a']);
  });
});

/** Every zod schema shared/ exports (responses and requests alike), by module and name. */
async function sharedSchemas(): Promise<[string, z.ZodType][]> {
  const dir = path.join(process.cwd(), 'shared/');
  const files = readdirSync(dir).filter((name) => /^[a-z-]+\.ts$/.test(name));
  const found: [string, z.ZodType][] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ `${dir}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.push([`${file} ${name}`, value]);
    }
  }
  return found;
}

// Formats and checks no shared schema takes the fast path with yet.
const formats = z.looseObject({
  email: z.email(),
  n: z.int(),
  id: z.uuid().optional(),
  at: z.iso.datetime().nullable(),
  code: z.string().regex(/^[a-z]{2}$/),
  count: z.number().min(0).max(10),
  tags: z.array(z.string().min(1)),
});

describe('safeParseFast and zod agree', async () => {
  const schemas: [string, z.ZodType][] = [...(await sharedSchemas()), ['formats', formats]];

  it('finds the shared schemas', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)('on %s', (_name, schema) => {
    fc.assert(
      fc.property(valuesOf(schema), (value) => {
        const fast = safeParseFast(schema, value);
        const slow = schema.safeParse(value);
        expect(fast.success).toBe(slow.success);
        if (slow.success) expect(fast.data).toEqual(slow.data);
      }),
      { numRuns: 300 },
    );
  });
});
