// CSV export: RFC 4180 text plus spreadsheet formula-injection protection, and the download.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

// Cells starting with these are run as formulas by spreadsheet apps (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A spreadsheet in a `;` or tab locale splits this comma-separated file at its own separator
// and at line breaks, whatever our quotes say (most open after a comma, which it does not take
// for a field start), so a formula right after one, past any spaces, starts a cell there:
// `Coyote;=cmd|…`. After a comma nothing is needed: a reader that splits at commas honours the
// RFC 4180 quotes, so the data `10,-20` is written as it is.
const FORMULA_AFTER_SEPARATOR = /([;\t\r\n]\s*)(?=[=+\-@])/g;
// A field holding any locale's separator, a quote or a line break is quoted (RFC 4180).
const NEEDS_QUOTES = /[",;\t\r\n]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * One CSV field: neutralises formulas at its start and after a `;`, tab or line break (real
 * numbers are left alone) and quotes it when it holds a separator of any locale.
 */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (typeof value !== 'number') {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header line plus one line per row, CRLF separated as RFC 4180 asks. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers text as a file download; the BOM makes spreadsheet apps read it as UTF-8. */
/** Downloads `text` as a CSV file; returns the file's name (with .csv), for the confirmation. */
export function downloadCsv(fileName: string, text: string): string {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
