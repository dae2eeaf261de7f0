// Jotai atoms backed by localStorage/sessionStorage: read when a store first needs them and
// validated, so a hand-edited or stale value falls back instead of breaking the console.
import { atom, type WritableAtom } from './atoms';

export type StorageArea = 'local' | 'session';

/** A validator returns the value when it is acceptable, else undefined. */
export type StorageValidator<T> = (value: unknown) => T | undefined;

export interface StorageAtomOptions<T> {
  area?: StorageArea;
  /** Stored as the bare string instead of JSON (for keys other code reads as plain text). */
  raw?: T extends string | null ? boolean : never;
}

export const RESET = Symbol('reset');

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function readStorage<T>(
  key: string,
  validate: StorageValidator<T>,
  fallback: T,
  options: StorageAtomOptions<T> = {},
): T {
  const text = storageOf(options.area ?? 'local')?.getItem(key);
  if (text === null || text === undefined) return fallback;
  let value: unknown = text;
  if (!options.raw) {
    try {
      value = JSON.parse(text);
    } catch {
      return fallback;
    }
  }
  return validate(value) ?? fallback;
}

export function writeStorage<T>(
  key: string,
  value: T | typeof RESET,
  options: StorageAtomOptions<T> = {},
) {
  const storage = storageOf(options.area ?? 'local');
  try {
    if (value === RESET || value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, options.raw ? String(value) : JSON.stringify(value));
  } catch {
    // quota or disabled storage: the in-memory value still holds for this page
  }
}

/**
 * An atom whose first read in a store comes from storage (validated) and whose writes go
 * through to storage. Writing RESET (or null) removes the key and returns to the fallback.
 */
export function storageAtom<T>(
  key: string,
  validate: StorageValidator<T>,
  fallback: T,
  options: StorageAtomOptions<T> = {},
): WritableAtom<T, [T | typeof RESET], void> {
  const UNSET = Symbol('unset');
  const base = atom<T | typeof UNSET>(UNSET);
  return atom(
    (get) => {
      const value = get(base);
      return value === UNSET ? readStorage(key, validate, fallback, options) : value;
    },
    (_get, set, next: T | typeof RESET) => {
      writeStorage(key, next, options);
      set(base, next === RESET ? fallback : next);
    },
  );
}

/** Validator for one of a fixed list of strings. */
export function oneOf<const V extends string>(values: readonly V[]): StorageValidator<V> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? (value as V)
      : undefined;
}
