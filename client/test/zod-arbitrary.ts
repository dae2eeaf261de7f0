// Test-only: fast-check values for a zod schema, mostly near its shape (formats, bounds and
// patterns on either side of the line, keys missing or extra) and sometimes anything at all, so a
// property can compare two validators where they are most likely to part.
import fc from 'fast-check';
import type * as z from '@shared/zod';

interface DefLike {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: { check: string; pattern?: RegExp; format?: string } } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: DefLike } })._zod.def;

const anything = fc.anything({ maxDepth: 1, maxKeys: 2 });
const nothing = (weight: number) => ({ arbitrary: fc.constant(null), weight });

const EDGE_STRINGS = ['', ' ', ' padded ', 'not-an-email', 'a@b', 'x@example.com', '2026-01-01'];

function strings(def: DefLike): fc.Arbitrary<string> {
  const patterns = [def.pattern, ...(def.checks ?? []).map((check) => check._zod.def.pattern)];
  const matching = patterns
    .filter((pattern): pattern is RegExp => pattern instanceof RegExp)
    .map((pattern) => fc.stringMatching(pattern));
  return fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...EDGE_STRINGS),
    fc.emailAddress(),
    ...matching,
  );
}

const numbers = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constantFrom(1.5, -0, 2 ** 53, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity),
);

function shaped(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return strings(def);
    case 'number':
      return numbers;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries ?? {})), fc.string());
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.oneof(fc.constant(undefined), valuesOf(def.innerType!));
    case 'nullable':
      return fc.oneof(fc.constant(null), valuesOf(def.innerType!));
    case 'array':
      return fc.array(valuesOf(def.element!), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 4 }), valuesOf(def.valueType!), { maxKeys: 2 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(valuesOf));
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, valuesOf(field)]),
      );
      // Now and then a key is missing or an extra one is there.
      const keys = Object.keys(fields);
      const dropped = keys.length
        ? fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 1 }, nothing(4))
        : fc.constant(null);
      return fc
        .tuple(fc.record(fields), dropped, fc.oneof({ arbitrary: anything, weight: 1 }, nothing(2)))
        .map(([record, drop, extra]) => {
          const value: Record<string, unknown> = { ...record };
          if (drop !== null) delete value[drop];
          if (extra !== null) value.extra = extra;
          return value;
        });
    }
    default:
      return anything;
  }
}

/** Values for `schema`: mostly shaped like it, one in ten anything. */
export function valuesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(schema), weight: 9 }, { arbitrary: anything, weight: 1 });
}
