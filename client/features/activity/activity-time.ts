// Event times: compact relative text for the list ("3 h ago") and the exact time, in the
// viewer's time zone with its name, for the hover/focus tooltip and the details dialog.

const STEPS: [unit: string, seconds: number][] = [
  ['y', 365 * 86_400],
  ['mo', 30 * 86_400],
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
];

/** "just now", "5 min ago", "3 h ago", "2 d ago", "4 mo ago", "1 y ago"; "in …" for the future. */
export function relativeTime(value: string, now: number = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const seconds = Math.round((now - time) / 1000);
  const size = Math.abs(seconds);
  if (size < 45) return 'just now';
  for (const [unit, step] of STEPS) {
    if (size >= step || unit === 'min') {
      const amount = Math.max(1, Math.floor(size / step));
      return seconds >= 0 ? `${amount} ${unit} ago` : `in ${amount} ${unit}`;
    }
  }
  return value;
}

const exactFormats = new Map<string, Intl.DateTimeFormat>();

/** The full date and time with seconds and the zone name, e.g. "Mon, 23 Nov 2026, 09:05:12 UTC". */
export function exactTime(value: string, timeZone?: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const key = timeZone ?? '';
  let format = exactFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    exactFormats.set(key, format);
  }
  return format.format(time);
}
