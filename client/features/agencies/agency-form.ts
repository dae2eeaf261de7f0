// The create/edit agency form (issue #23) as data: its rows of extra fields, the problem of
// each input (shared/agency-rules.ts, the words the backend answers with), and the payloads.
// Only text fields are edited here; other values (numbers, objects such as a contact) are kept
// as they are and listed in the dialog.
import {
  AGENCY_FIELDS_MAX,
  AGENCY_RESERVED_KEYS,
  agencyFieldKeyProblem,
  agencyFieldValueProblem,
  agencyNameProblem,
  agencyStateProblem,
} from '@shared/agency-rules';
import { normalizeName } from '@shared/input-rules';
import type { Agency, CreateAgencyPayload, UpdateAgencyPayload } from '@shared/schemas';

export interface FieldRow {
  /** Stable for React keys while rows are added and removed. */
  rowId: number;
  key: string;
  value: string;
}

export interface AgencyFormValue {
  name: string;
  stateOrProvince: string;
  rows: FieldRow[];
}

export interface AgencyFormProblems {
  name: string | null;
  stateOrProvince: string | null;
  /** By rowId. */
  keys: Map<number, string>;
  values: Map<number, string>;
  /** About the rows as a whole (too many). */
  rows: string | null;
}

let nextRowId = 1;
export const newRow = (key = '', value = ''): FieldRow => ({ rowId: nextRowId++, key, value });

export const EMPTY_AGENCY_FORM: AgencyFormValue = { name: '', stateOrProvince: '', rows: [] };

/** The keys an edit cannot change here (not text): kept as they are. */
export function keptFieldKeys(agency: Agency): string[] {
  return Object.keys(agency).filter(
    (key) => !AGENCY_RESERVED_KEYS.includes(key) && typeof agency[key] !== 'string',
  );
}

export function formFromAgency(agency: Agency): AgencyFormValue {
  const rows = Object.entries(agency)
    .filter(([key, value]) => !AGENCY_RESERVED_KEYS.includes(key) && typeof value === 'string')
    .map(([key, value]) => newRow(key, value as string));
  return { name: agency.name, stateOrProvince: agency.stateOrProvince ?? '', rows };
}

/** A row left wholly blank is ignored, not a problem. */
const isBlankRow = (row: FieldRow) => row.key.trim() === '' && row.value.trim() === '';

export function agencyFormProblems(form: AgencyFormValue, kept: readonly string[] = []) {
  const problems: AgencyFormProblems = {
    name: agencyNameProblem(form.name),
    stateOrProvince: agencyStateProblem(form.stateOrProvince),
    keys: new Map(),
    values: new Map(),
    rows: null,
  };
  const seen = [...kept];
  const filled = form.rows.filter((row) => !isBlankRow(row));
  for (const row of filled) {
    const keyProblem = agencyFieldKeyProblem(row.key, seen);
    if (keyProblem) problems.keys.set(row.rowId, keyProblem);
    seen.push(row.key.trim());
    const valueProblem = agencyFieldValueProblem(row.key, row.value);
    if (valueProblem) problems.values.set(row.rowId, valueProblem);
  }
  if (filled.length + kept.length > AGENCY_FIELDS_MAX)
    problems.rows = `An agency holds at most ${AGENCY_FIELDS_MAX} extra fields.`;
  return problems;
}

export function hasProblems(problems: AgencyFormProblems): boolean {
  return Boolean(
    problems.name ||
    problems.stateOrProvince ||
    problems.rows ||
    problems.keys.size > 0 ||
    problems.values.size > 0,
  );
}

function filledFields(form: AgencyFormValue): Record<string, string> {
  return Object.fromEntries(
    form.rows.filter((row) => !isBlankRow(row)).map((row) => [row.key.trim(), row.value]),
  );
}

export function createPayload(form: AgencyFormValue): CreateAgencyPayload {
  const fields = filledFields(form);
  return {
    name: normalizeName(form.name),
    stateOrProvince: normalizeName(form.stateOrProvince),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** Only what changed: a text field gone from the form is sent as null (removed). */
export function updatePayload(agency: Agency, form: AgencyFormValue): UpdateAgencyPayload {
  const payload: UpdateAgencyPayload = {};
  const name = normalizeName(form.name);
  const state = normalizeName(form.stateOrProvince);
  if (name !== agency.name) payload.name = name;
  if (state !== (agency.stateOrProvince ?? '')) payload.stateOrProvince = state;
  const next = filledFields(form);
  const fields: Record<string, string | null> = {};
  for (const row of formFromAgency(agency).rows) if (!(row.key in next)) fields[row.key] = null;
  for (const [key, value] of Object.entries(next)) if (agency[key] !== value) fields[key] = value;
  if (Object.keys(fields).length > 0) payload.fields = fields;
  return payload;
}
