// How an agency's arbitrary fields are shown (SPEC §2, §3): name, id and location first, then
// every other non-empty field; the table cuts each at AGENCY_FIELD_TRUNCATE characters.
import { AGENCY_FIELD_TRUNCATE } from '@shared/constants';
import type { Agency } from '@shared/schemas';
import { formatCount, truncate } from '../../lib/format';

export const NO_LOCATION = 'N/A';

/** Fields shown as name, id or location, never repeated among the other fields. */
const BASIC_KEYS = new Set(['id', 'name', 'location', 'city', 'stateOrProvince']);

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A field value as text: objects and arrays as JSON (never HTML), booleans as Yes/No. */
export function fieldText(value: unknown, pretty = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value, null, pretty ? 2 : undefined) ?? String(value);
  } catch {
    return String(value);
  }
}

// Numbers in fields with these words are codes (a ZIP, a FIPS code, a year), not amounts.
const CODE_KEY = /(zip|postal|code|fips|year|phone|ori|id)$/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field as one line for the table and the cards: an amount with the locale's thousands
 * separator, a list of words joined by commas, a flat object (a contact) as its values joined
 * by ' · ' rather than as JSON. Anything nested stays JSON; the details dialog shows JSON.
 */
export function fieldSummary(value: unknown, key = ''): string {
  if (typeof value === 'number' && Number.isInteger(value) && !CODE_KEY.test(key)) {
    return formatCount(value);
  }
  const flat = (item: unknown) => item === null || typeof item !== 'object';
  if (Array.isArray(value) && value.every(flat)) {
    return value
      .filter((item) => !isEmptyValue(item))
      .map((item) => fieldText(item))
      .join(', ');
  }
  if (isPlainObject(value) && Object.values(value).every(flat)) {
    return Object.values(value)
      .filter((item) => !isEmptyValue(item))
      .map((item) => fieldText(item))
      .join(' · ');
  }
  return fieldText(value);
}

/** The table's text of a field: at most AGENCY_FIELD_TRUNCATE characters, then an ellipsis. */
export function truncatedFieldText(value: unknown, key = ''): string {
  return truncate(fieldSummary(value, key), AGENCY_FIELD_TRUNCATE);
}

/**
 * Where the agency is: its `location` text, else city and state/province joined, else 'N/A'.
 * An object-valued location is shown as JSON.
 */
export function agencyLocation(agency: Agency): string {
  if (!isEmptyValue(agency.location)) return fieldText(agency.location);
  const parts = [agency.city, agency.stateOrProvince]
    .filter((part) => !isEmptyValue(part))
    .map((part) => fieldText(part).trim());
  return parts.length ? parts.join(', ') : NO_LOCATION;
}

export interface AgencyField {
  key: string;
  label: string;
  value: unknown;
}

// Short words agencies use as abbreviations, written in capitals in a label.
const ABBREVIATIONS = new Set(['id', 'ori', 'url', 'ems', 'fips', 'ncic', 'psap', 'uri']);

/** 'agencyType' → 'Agency Type', 'primary_contact' → 'Primary Contact', 'ori' → 'ORI'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .map((word) =>
        ABBREVIATIONS.has(word.toLowerCase())
          ? word.toUpperCase()
          : word.charAt(0).toUpperCase() + word.slice(1),
      )
      .join(' ') || key
  );
}

/** Every field beyond name, id and location that holds something, in the agency's order. */
export function otherFields(agency: Agency): AgencyField[] {
  return Object.entries(agency)
    .filter(([key, value]) => !BASIC_KEYS.has(key) && !isEmptyValue(value))
    .map(([key, value]) => ({ key, label: fieldLabel(key), value }));
}

/**
 * The other fields across a result list, in first-seen order: one table column each. A field
 * empty in every row gets no column at all.
 */
export function otherFieldKeys(agencies: readonly Agency[]): string[] {
  const keys = new Set<string>();
  for (const agency of agencies) for (const field of otherFields(agency)) keys.add(field.key);
  return [...keys];
}
