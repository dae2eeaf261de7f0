// Storage for jotai's atomWithStorage that validates what it reads, on load and from other tabs'
// `storage` events alike: a hand-edited or stale value falls back to the atom's default instead
// of breaking the console. jotai's own unstable_withStorageValidator checks getItem only.
import { createJSONStorage } from 'jotai/utils';

/** jotai's SyncStorage (atomWithStorage's third argument), which jotai/utils does not export. */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (
    key: string,
    callback: (value: T) => void,
    initialValue: T,
  ) => (() => void) | undefined;
}

export type StorageArea = 'local' | 'session';

/** A validator returns the value when it is acceptable (possibly cleaned), else undefined. */
export type StorageValidator<T> = (value: unknown) => T | undefined;

export interface ValidatedStorageOptions {
  area?: StorageArea;
  /** Stored as the bare string instead of JSON (for keys the SPEC defines as plain text). */
  raw?: boolean;
}

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** createJSONStorage without the JSON: the value is the stored text itself. */
function rawStorage(area: StorageArea): SyncStorage<unknown> {
  return {
    getItem: (key, initial) => storageOf(area)?.getItem(key) ?? initial,
    setItem: (key, value) => storageOf(area)?.setItem(key, String(value)),
    removeItem: (key) => storageOf(area)?.removeItem(key),
    subscribe: (key, callback, initial) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storageOf(area) && event.key === key)
          callback(event.newValue ?? initial);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export function validatedStorage<T>(
  validate: StorageValidator<T>,
  options: ValidatedStorageOptions = {},
): SyncStorage<T> {
  const area = options.area ?? 'local';
  const inner = options.raw ? rawStorage(area) : createJSONStorage<unknown>(() => storageOf(area)!);
  const valid = (value: unknown, initial: T): T => validate(value) ?? initial;
  const subscribe = inner.subscribe;
  return {
    getItem: (key, initial) => valid(inner.getItem(key, initial), initial),
    setItem: (key, value) => {
      try {
        if (value === null || value === undefined) inner.removeItem(key);
        else inner.setItem(key, value);
      } catch {
        // quota or disabled storage: the in-memory value still holds for this page
      }
    },
    removeItem: (key) => {
      try {
        inner.removeItem(key);
      } catch {
        // disabled storage: nothing was kept there
      }
    },
    ...(subscribe && {
      subscribe: (key, callback, initial) =>
        subscribe(key, (value) => callback(valid(value, initial)), initial),
    }),
  };
}

/** Validator for one of a fixed list of strings. */
export function oneOf<const V extends string>(values: readonly V[]): StorageValidator<V> {
  return (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? (value as V)
      : undefined;
}
