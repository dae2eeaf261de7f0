// Display formatting shared by every screen: one place decides how dates and ids look.

const MISSING = '—';

/** A date from a Date, epoch milliseconds or a date string; null for anything unreadable. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Formatters are built once: toLocaleString(…, options) builds a new Intl formatter on every
// call (about a millisecond each), which a list of dated rows pays per cell on the main thread.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let countFormat: Intl.NumberFormat | undefined;

const dateTimeFormatter = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }));
const dayFormatter = () =>
  (dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const relativeFormatter = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const countFormatter = () => (countFormat ??= new Intl.NumberFormat());

// The first formatter of a page costs several milliseconds (the locale's data). This module
// arrives with a screen's code, usually preloaded on hover: build them while the browser is
// idle then, not inside the click's render of the first dated row.
if (typeof requestIdleCallback === 'function') {
  requestIdleCallback(() => {
    dateTimeFormatter();
    dayFormatter();
    relativeFormatter();
    countFormatter();
  });
}

/** A count in the user's locale ("10,000"). */
export function formatCount(value: number): string {
  return countFormatter().format(value);
}

/** A count and its noun ("1 user", "5,000 users"): every count on screen goes through here. */
export function formatQuantity(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${count === 1 ? one : other}`;
}

/** Locale date and time ('—' when missing or not a date). */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : MISSING;
}

/** Locale date without the time ('—' when missing or not a date). */
export function formatDay(value: unknown): string {
  const date = toDate(value);
  return date ? dayFormatter().format(date) : MISSING;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago" / "in 2 days" ('—' when missing or not a date). */
export function formatRelative(value: unknown, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return MISSING;
  let amount = (date.getTime() - now) / 1000;
  const format = relativeFormatter();
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** The first n characters of an identifier ('' when missing). */
export function shortId(id: string | null | undefined, n = 8): string {
  return typeof id === 'string' ? id.slice(0, n) : '';
}

/** Cuts text longer than max characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
