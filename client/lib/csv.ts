// CSV export: RFC 4180 text plus spreadsheet formula-injection protection, and the download.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

// Cells starting with these are run as formulas by spreadsheet apps (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

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

/** One CSV field: neutralises formulas (real numbers are left alone) and quotes when needed. */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header line plus one line per row, CRLF separated as RFC 4180 asks. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers text as a file download; the BOM makes spreadsheet apps read it as UTF-8. */
export function downloadCsv(fileName: string, text: string): void {
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
}
