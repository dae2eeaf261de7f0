import { createStore } from 'jotai';
import { RESET, atomWithStorage } from 'jotai/utils';
import { describe, expect, it, vi } from 'vitest';
import { oneOf, validatedStorage, type ValidatedStorageOptions } from './validated-storage';

function storageAtom<T>(
  key: string,
  validate: (value: unknown) => T | undefined,
  fallback: T,
  options?: ValidatedStorageOptions,
) {
  return atomWithStorage(key, fallback, validatedStorage(validate, options), { getOnInit: true });
}

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string, newValue: string | null, storageArea = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}

describe('validated storage atoms', () => {
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
    // A store reads storage again when the atom is first watched there (jotai's onMount).
    const other = createStore();
    other.sub(id, () => undefined);
    expect(other.get(id)).toBe('org-1');
  });

  it('follows another tab’s writes while watched, validating them', () => {
    const atom = colour();
    const store = createStore();
    const seen: string[] = [];
    const unsubscribe = store.sub(atom, () => seen.push(store.get(atom)));
    otherTabWrites('colour', '"blue"');
    expect(store.get(atom)).toBe('blue');
    otherTabWrites('colour', '"green"');
    expect(store.get(atom)).toBe('red');
    otherTabWrites('colour', '"blue"');
    otherTabWrites('colour', null);
    expect(store.get(atom)).toBe('red');
    otherTabWrites('other-key', '"blue"');
    otherTabWrites('colour', '"blue"', sessionStorage);
    expect(seen).toEqual(['blue', 'red', 'blue', 'red']);
    unsubscribe();
    otherTabWrites('colour', '"blue"');
    expect(store.get(atom)).toBe('red');
  });

  it('follows another tab’s raw writes too', () => {
    const id = storageAtom<string | null>('raw-id', (v) => (v ? String(v) : undefined), null, {
      raw: true,
    });
    const store = createStore();
    store.sub(id, () => undefined);
    otherTabWrites('raw-id', 'org-2');
    expect(store.get(id)).toBe('org-2');
    otherTabWrites('raw-id', '');
    expect(store.get(id)).toBeNull();
  });

  it('keeps the value for the page when storage refuses the write', () => {
    const atom = colour();
    const store = createStore();
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      store.set(atom, 'blue');
    } finally {
      refuse.mockRestore();
    }
    expect(store.get(atom)).toBe('blue');
    expect(localStorage.getItem('colour')).toBeNull();
  });
});
