// Which requests get an access log line (ACCESS_LOG, issue #35): writing the line is the
// gateway's largest own cost per request (3–8 µs at the production default), and only writing
// fewer lines helps. Every answer that is not a 2xx, and every slow one, is logged whatever the
// setting; the metrics count every request either way.

export type AccessLogSetting = 'all' | 'errors' | { sample: number };

/** An answer that took at least this long is always logged. */
export const SLOW_REQUEST_MS = 1_000;

/** `all`, `errors` or `sample:N` (N ≥ 1), else undefined. */
export function parseAccessLog(value: string): AccessLogSetting | undefined {
  if (value === 'all' || value === 'errors') return value;
  const sample = /^sample:([1-9]\d{0,5})$/.exec(value);
  return sample ? { sample: Number(sample[1]) } : undefined;
}

/** Whether the request finishing now with `status` after `ms` gets its line. */
export function accessLogFilter(
  setting: AccessLogSetting,
): (status: number, ms: number) => boolean {
  if (setting === 'all') return () => true;
  const every = setting === 'errors' ? 0 : setting.sample;
  let seen = 0;
  return (status, ms) => {
    if (status < 200 || status >= 300 || ms >= SLOW_REQUEST_MS) return true;
    if (every === 0) return false;
    // 1 in N of the ordinary ones, counted rather than random: the Nth, the 2Nth, …
    seen += 1;
    if (seen < every) return false;
    seen = 0;
    return true;
  };
}
