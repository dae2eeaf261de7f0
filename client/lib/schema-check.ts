// A fast way to validate a response against its zod schema. The console's CSP forbids zod's
// compiled parsers (shared/zod.ts sets jitless), and the interpreted parse of a 100,000-row
// list costs hundreds of milliseconds and a copy of every row. For the plain shapes responses
// use — strings, numbers, booleans, optional, nullable, arrays, enums, literals and loose
// objects — the parse returns a structural copy of its input, so a check that walks the input
// and answers yes or no is the same validation without the copying. A leaf's own checks
// (zod 4 keeps formats such as z.email() or z.int() on the schema itself, not in `checks`) are
// asked of zod for that leaf. Anything that can change the value (overwrites such as trim,
// transforms, defaults, strict or stripping objects) makes the whole schema use zod's own
// parse. When the check says no, zod parses the value to name the issue.
import type * as z from '@shared/zod';

type Check = (value: unknown) => boolean;

interface DefLike {
  type: string;
  /** Set on a schema that is itself a check: a format (z.email(), z.int(), z.iso.datetime()). */
  check?: string;
  checks?: { _zod: { def: { check: string } } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The check for one schema, or null when zod's parse could return something else than its input. */
function compile(schema: z.ZodType): Check | null {
  const def = (schema as unknown as { _zod: { def: DefLike } })._zod.def;
  const base = shape(def);
  if (!base) return null;
  const checks = def.checks ?? [];
  if (!def.check && checks.length === 0) return base;
  // An overwrite (trim, toLowerCase) parses to another value than the input.
  if (checks.some((check) => check._zod.def.check === 'overwrite')) return null;
  if (!LEAVES.has(def.type)) return null;
  // Formats and refinements of a leaf: zod answers for the leaf, which parses to itself.
  return (value) => base(value) && schema.safeParse(value).success;
}

const LEAVES = new Set(['string', 'number', 'boolean']);

/** The check of a schema's type, without its own checks. */
function shape(def: DefLike): Check | null {
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) => allowed.has(value);
    }
    case 'literal': {
      const allowed = new Set(def.values ?? []);
      return (value) => allowed.has(value);
    }
    case 'optional':
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      if (!inner) return null;
      const empty = def.type === 'optional' ? undefined : null;
      return (value) => value === empty || inner(value);
    }
    case 'array': {
      const element = def.element && compile(def.element);
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let index = 0; index < value.length; index += 1) {
          if (!element(value[index])) return false;
        }
        return true;
      };
    }
    case 'object': {
      // Only loose objects (extra keys kept as they are): a stripping or strict object's
      // parse differs from its input whenever a key is unknown.
      const catchall = def.catchall && (def.catchall as unknown as { _zod: { def: DefLike } });
      if (!catchall || catchall._zod.def.type !== 'unknown') return null;
      const fields: [string, Check, boolean][] = [];
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const check = compile(field);
        if (!check) return null;
        // zod 4 wants every key present unless its schema is optional: `{}` fails
        // `{ a: z.unknown() }` although `{ a: undefined }` passes.
        const mayBeAbsent = (field as unknown as { _zod: { optin?: string } })._zod.optin;
        fields.push([key, check, mayBeAbsent !== undefined]);
      }
      return (value) => {
        // An own "__proto__" key (JSON.parse makes one from the text): zod's copy drops it.
        if (!isPlainObject(value) || Object.hasOwn(value, '__proto__')) return false;
        for (let index = 0; index < fields.length; index += 1) {
          const [key, check, mayBeAbsent] = fields[index]!;
          if (!(key in value)) {
            if (mayBeAbsent) continue;
            return false;
          }
          if (!check(value[key])) return false;
        }
        return true;
      };
    }
    default:
      return null;
  }
}

const compiled = new WeakMap<z.ZodType, Check | null>();

/**
 * Validates `value` against `schema` like `schema.safeParse`, through the fast check when the
 * schema allows one (then the data is the value itself, not a copy).
 */
export function safeParseFast<T>(schema: z.ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  if (check?.(value)) return { success: true, data: value as T };
  return schema.safeParse(value);
}
