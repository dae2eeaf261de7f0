// The console's small shared state (auth, session flags, toasts, picks, theme): atoms in a
// store, with the part of jotai's API the console used (atom, createStore, getDefaultStore,
// Provider, useStore, useAtomValue, useSetAtom, useAtom). jotai's general store cost 4.2 KB
// gzip of the first screen's 105 KB budget; this covers what is used in ~0.5 KB: value atoms,
// derived atoms (cached while what they read is unchanged) and write functions.
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export type Getter = <V>(atom: Atom<V>) => V;
export type Setter = <V, A extends unknown[], R>(atom: WritableAtom<V, A, R>, ...args: A) => R;

export interface Atom<T> {
  read: (get: Getter) => T;
  /** Present on atoms that hold a value of their own (the store keeps it). */
  init?: T;
  hasValue?: true;
}
export interface WritableAtom<T, A extends unknown[], R> extends Atom<T> {
  write: (get: Getter, set: Setter, ...args: A) => R;
}
export type SetStateAction<T> = T | ((previous: T) => T);
export type PrimitiveAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

type Write<A extends unknown[], R> = (get: Getter, set: Setter, ...args: A) => R;

/** A derived atom: `atom((get) => …)`, optionally writable. */
export function atom<T>(read: (get: Getter) => T): Atom<T>;
export function atom<T, A extends unknown[], R>(
  read: (get: Getter) => T,
  write: Write<A, R>,
): WritableAtom<T, A, R>;
/** A value atom: `atom(initial)`; set with a value or an updater. */
export function atom<T>(initial: T): PrimitiveAtom<T>;
/** A value atom with its own write (`set(itself, value)` stores the value). */
export function atom<T, A extends unknown[], R>(
  initial: T,
  write: Write<A, R>,
): WritableAtom<T, A, R>;
export function atom(read: unknown, write?: Write<unknown[], unknown>) {
  const created: Partial<WritableAtom<unknown, unknown[], unknown>> = {};
  if (typeof read === 'function') created.read = read as (get: Getter) => unknown;
  else {
    created.init = read;
    created.hasValue = true;
    created.read = (get) => get(created as Atom<unknown>);
  }
  created.write =
    write ??
    ((get, set, action) =>
      set(
        created as PrimitiveAtom<unknown>,
        typeof action === 'function'
          ? (action as (v: unknown) => unknown)(get(created as Atom<unknown>))
          : action,
      ));
  return created;
}

interface Derived {
  value: unknown;
  /** What each atom it read held then: the value is current while they still do. */
  seen: Map<Atom<unknown>, unknown>;
}

export function createStore() {
  const values = new Map<Atom<unknown>, unknown>();
  const derived = new Map<Atom<unknown>, Derived>();
  const listeners = new Map<Atom<unknown>, { last: unknown; callbacks: Set<() => void> }>();

  const get: Getter = <V>(a: Atom<V>): V => {
    if (a.hasValue) return (values.has(a) ? values.get(a) : a.init) as V;
    const cached = derived.get(a);
    if (cached && [...cached.seen].every(([dep, seen]) => Object.is(get(dep), seen)))
      return cached.value as V;
    const seen = new Map<Atom<unknown>, unknown>();
    const value = a.read(<D>(dep: Atom<D>) => {
      const depValue = get(dep);
      seen.set(dep, depValue);
      return depValue;
    });
    derived.set(a, { value, seen });
    return value;
  };

  const notify = () => {
    for (const [a, entry] of listeners) {
      const now = get(a);
      if (Object.is(now, entry.last)) continue;
      entry.last = now;
      for (const callback of [...entry.callbacks]) callback();
    }
  };

  let writing = 0;
  const set: Setter = (a, ...args) => {
    writing += 1;
    try {
      return a.write(
        get,
        (target, ...targetArgs) => {
          // An atom writing itself stores the value; any other write runs that atom's own.
          if (target === (a as unknown) && target.hasValue) {
            values.set(target, targetArgs[0]);
            return undefined as never;
          }
          return set(target, ...targetArgs);
        },
        ...args,
      );
    } finally {
      writing -= 1;
      if (writing === 0) notify();
    }
  };

  const sub = (a: Atom<unknown>, callback: () => void): (() => void) => {
    let entry = listeners.get(a);
    if (!entry) {
      entry = { last: get(a), callbacks: new Set() };
      listeners.set(a, entry);
    }
    entry.callbacks.add(callback);
    return () => {
      entry.callbacks.delete(callback);
      if (entry.callbacks.size === 0) listeners.delete(a);
    };
  };

  return { get, set, sub };
}
export type Store = ReturnType<typeof createStore>;

let defaultStore: Store | undefined;
export const getDefaultStore = (): Store => (defaultStore ??= createStore());

const StoreContext = createContext<Store | null>(null);

export function Provider({ store, children }: { store: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export const useStore = (): Store => useContext(StoreContext) ?? getDefaultStore();

export function useAtomValue<T>(a: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((callback: () => void) => store.sub(a, callback), [store, a]);
  return useSyncExternalStore(subscribe, () => store.get(a));
}

export function useSetAtom<T, A extends unknown[], R>(a: WritableAtom<T, A, R>) {
  const store = useStore();
  return useCallback((...args: A) => store.set(a, ...args), [store, a]);
}

export function useAtom<T, A extends unknown[], R>(a: WritableAtom<T, A, R>) {
  return [useAtomValue(a), useSetAtom(a)] as const;
}
