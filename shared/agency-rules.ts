// The rules for creating and editing an agency (issue #23), applied by the console's dialogs
// beside each field and by the demo backend as 400s, in the same words. An agency is a name, a
// state or province, and extra fields as key/value text; the names follow input-rules.ts.
import { lengthProblem, nameProblem, normalizeName } from './input-rules';

/** A state or province: a code (IL) or a name (British Columbia). */
export const AGENCY_STATE_MAX_LENGTH = 100;
/** One extra field's text. */
export const AGENCY_FIELD_VALUE_MAX_LENGTH = 500;
/** Extra fields on one agency. */
export const AGENCY_FIELDS_MAX = 30;
/** What an extra field's key may be: a letter, then letters, digits or _ (agencyType, ori_code). */
const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** Keys with a meaning of their own, never an extra field. */
export const AGENCY_RESERVED_KEYS: readonly string[] = ['id', 'name', 'stateOrProvince'];

export function agencyStateProblem(text: string): string | null {
  if (text.trim() === '') return 'State/Province is required.';
  return (
    nameProblem('State/Province', text) ??
    lengthProblem('State/Province', normalizeName(text), AGENCY_STATE_MAX_LENGTH)
  );
}

export function agencyNameProblem(text: string): string | null {
  if (text.trim() === '') return 'Agency name is required.';
  return nameProblem('Agency name', text);
}

/** null when `key` may name an extra field; `taken` holds the keys already used on the form. */
export function agencyFieldKeyProblem(key: string, taken: readonly string[] = []): string | null {
  const trimmed = key.trim();
  if (trimmed === '') return 'Field name is required.';
  if (!FIELD_KEY.test(trimmed))
    return 'Field name must start with a letter and hold only letters, digits or _ (at most 64).';
  if (AGENCY_RESERVED_KEYS.includes(trimmed))
    return `Field name ${trimmed} is taken by the agency itself.`;
  if (taken.includes(trimmed)) return `Field name ${trimmed} is used twice.`;
  return null;
}

export function agencyFieldValueProblem(key: string, value: string): string | null {
  return lengthProblem(key.trim() || 'Field value', value, AGENCY_FIELD_VALUE_MAX_LENGTH);
}

/**
 * The first problem of a set of extra fields (null values remove a field, on edit), or null.
 * Used whole by the backend; the dialogs show the per-field problems beside each row.
 */
export function agencyFieldsProblem(
  fields: Readonly<Record<string, string | null>>,
): string | null {
  const keys = Object.keys(fields);
  if (keys.filter((key) => fields[key] !== null).length > AGENCY_FIELDS_MAX)
    return `An agency holds at most ${AGENCY_FIELDS_MAX} extra fields.`;
  for (const key of keys) {
    const problem = agencyFieldKeyProblem(key);
    if (problem) return problem;
    const value = fields[key];
    if (value !== null && value !== undefined) {
      const valueProblem = agencyFieldValueProblem(key, value);
      if (valueProblem) return valueProblem;
    }
  }
  return null;
}
