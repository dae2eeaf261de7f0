import { createStore } from './atoms';
import { describe, expect, it } from 'vitest';
import { RESET, oneOf, storageAtom } from './storage-atom';

describe('storage atoms', () => {
  const colour = () => storageAtom('colour', oneOf(['red', 'blue'] as const), 'red');

  it('reads a valid stored value when first used in a store', () => {
    localStorage.setItem('colour', '"blue"');
    expect(createStore().get(colour())).toBe('blue');
  });

  it('falls back on invalid JSON or a value the validator refuses', () => {
    localStorage.setItem('colour', '{oops');
    expect(createStore().get(colour())).toBe('red');
    localStorage.setItem('colour', '"green"');
    expect(createStore().get(colour())).toBe('red');
  });

  it('writes through, and RESET removes the key', () => {
    const atom = colour();
    const store = createStore();
    store.set(atom, 'blue');
    expect(localStorage.getItem('colour')).toBe('"blue"');
    store.set(atom, RESET);
    expect(store.get(atom)).toBe('red');
    expect(localStorage.getItem('colour')).toBeNull();
  });

  it('stores bare strings in raw mode and can use sessionStorage', () => {
    const id = storageAtom<string | null>(
      'picked',
      (v) => (typeof v === 'string' ? v : undefined),
      null,
      {
        raw: true,
        area: 'session',
      },
    );
    const store = createStore();
    store.set(id, 'org-1');
    expect(sessionStorage.getItem('picked')).toBe('org-1');
    expect(createStore().get(id)).toBe('org-1');
  });
});
