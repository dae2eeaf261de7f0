// The atom store the console's shared state lives in: value atoms and updaters, derived atoms
// that keep their value (the same object) while what they read is unchanged, writes through
// other atoms, and subscribers told once per write, only when their atom's value changed.
import { describe, expect, it, vi } from 'vitest';
import { atom, createStore, type WritableAtom } from './atoms';

describe('atoms', () => {
  it('holds a value per store, set by value or by updater', () => {
    const count = atom(1);
    const a = createStore();
    const b = createStore();
    a.set(count, 5);
    a.set(count, (previous) => previous + 1);
    expect(a.get(count)).toBe(6);
    expect(b.get(count)).toBe(1);
  });

  it('keeps a derived value while what it read is unchanged, and recomputes after', () => {
    const base = atom({ n: 1 });
    let reads = 0;
    const doubled = atom((get) => {
      reads += 1;
      return { double: get(base).n * 2 };
    });
    const store = createStore();
    const first = store.get(doubled);
    expect(store.get(doubled)).toBe(first);
    expect(reads).toBe(1);
    store.set(base, { n: 4 });
    expect(store.get(doubled)).toEqual({ double: 8 });
  });

  it('writes through other atoms and tells each subscriber once, only on a change', () => {
    const base = atom('a');
    const other = atom(0);
    const both = atom(null, (_get, set, text: string) => {
      set(base, text);
      set(other, text.length);
    });
    const store = createStore();
    const onBase = vi.fn();
    const onOther = vi.fn();
    store.sub(base, onBase);
    store.sub(other, onOther);
    store.set(both, 'abc');
    expect([store.get(base), store.get(other)]).toEqual(['abc', 3]);
    expect(onBase).toHaveBeenCalledTimes(1);
    expect(onOther).toHaveBeenCalledTimes(1);
    store.set(both, 'abc');
    expect(onBase).toHaveBeenCalledTimes(1);
  });

  it('lets an atom with its own write store its value by writing itself', () => {
    const clamped: WritableAtom<number, [number], void> = atom(0, (_get, set, next: number) =>
      set(clamped, Math.min(next, 10)),
    );
    const store = createStore();
    store.set(clamped, 42);
    expect(store.get(clamped)).toBe(10);
  });
});
