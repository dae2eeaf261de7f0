// The before/after of an event, field by field, as the details dialog shows it: what kind of
// change each field had and its values as readable text (lists joined, empties named).
import type { AuditChange } from '@shared/audit';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface DiffRow {
  field: string;
  kind: ChangeKind;
  before: string;
  after: string;
  /** For lists: the entries that appeared and disappeared. */
  added: string[];
  removed: string[];
}

const EMPTY = '(empty)';

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** One value as text: lists comma-joined, objects as compact JSON, empties as "(empty)". */
export function valueText(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item)).join(', ');
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** "security.sessionTimeout" → "Security › Session timeout". */
export function fieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

export function diffRows(changes: readonly AuditChange[] | undefined): DiffRow[] {
  return (changes ?? []).map(({ field, before, after }) => {
    const kind: ChangeKind = isEmpty(before) ? 'added' : isEmpty(after) ? 'removed' : 'changed';
    const list = (value: unknown) => (Array.isArray(value) ? value.map((v) => valueText(v)) : []);
    const was = list(before);
    const now = list(after);
    return {
      field,
      kind,
      before: valueText(before),
      after: valueText(after),
      added: now.filter((item) => !was.includes(item)),
      removed: was.filter((item) => !now.includes(item)),
    };
  });
}
