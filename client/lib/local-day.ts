// The viewer's calendar days as the lists' search params write them (YYYY-MM-DD): the charts'
// buckets, the Activity list's custom range and the Provisioner's created day read them alike.

/** The local calendar day of an instant. */
export function localDay(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD day. */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}
