// Natural text order for name columns ("Org 9" before "Org 10", case and accents ignored) by
// one native collator, and a fast way to sort many values in that order. A collator compare
// costs about ten plain string compares, and sorting 100,000 names makes 1.7 million of them;
// so the values are first sorted by a cheap key (lowercase, digit runs prefixed with their
// length) with plain compares, then the result is checked pair by pair with the collator
// (n - 1 compares). A sequence in which every neighbour pair is in order is sorted, so the
// key only decides the speed: where it misleads (accents, rare punctuation), the check fails
// and the values are sorted with the collator itself.
import type { Row, SortingFn } from '@tanstack/react-table';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two texts in natural order (the collator's own compare, bound). */
export const compareNatural: (a: string, b: string) => number = collator.compare;

const naturalFns = new WeakSet<object>();

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/** A column's sortingFn for natural text order; the DataTable sorts such columns fast. */
export function naturalSortingFn<T>(): SortingFn<T> {
  const fn: SortingFn<T> = (a: Row<T>, b: Row<T>, id: string) =>
    compareNatural(text(a.getValue(id)), text(b.getValue(id)));
  naturalFns.add(fn);
  return fn;
}

export function isNaturalSortingFn(fn: unknown): boolean {
  return typeof fn === 'function' && naturalFns.has(fn);
}

function naturalKey(value: string): string {
  // A digit run becomes its length (one character) and its digits without leading zeros, so
  // numbers compare by value; runs longer than 9 digits just make the check fail more often.
  return value.toLowerCase().replace(/\d+/g, (digits) => {
    const significant = digits.replace(/^0+(?=\d)/, '');
    return String.fromCharCode(0x30 + Math.min(significant.length, 9)) + significant;
  });
}

export interface NaturalOrder {
  /** Indices into the values, ascending; equal values keep their index order. */
  order: Int32Array;
  /** tie[k] = 1 when order[k] compares equal to order[k - 1]. */
  tie: Uint8Array;
}

/** The indices of `values` in ascending natural order, ties by index. */
export function naturalOrder(values: readonly string[]): NaturalOrder {
  const count = values.length;
  const keys = values.map(naturalKey);
  const byKey = Array.from({ length: count }, (_, index) => index);
  byKey.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  const order = Int32Array.from(byKey);
  const tie = new Uint8Array(count);
  if (checkOrder(values, order, tie)) return { order, tie };
  // The key misled somewhere: sort with the collator itself.
  const byCollator = Array.from({ length: count }, (_, index) => index);
  byCollator.sort((a, b) => compareNatural(values[a]!, values[b]!) || a - b);
  order.set(byCollator);
  checkOrder(values, order, tie);
  return { order, tie };
}

/** True when `order` is sorted by the collator with ties by index; fills `tie` on the way. */
function checkOrder(values: readonly string[], order: Int32Array, tie: Uint8Array): boolean {
  for (let k = 1; k < order.length; k += 1) {
    const before = order[k - 1]!;
    const here = order[k]!;
    const compared = compareNatural(values[before]!, values[here]!);
    if (compared > 0 || (compared === 0 && before > here)) return false;
    tie[k] = compared === 0 ? 1 : 0;
  }
  return true;
}
