// POST /api/v1/agencies and PATCH /api/v1/agencies/{id} (issue #23, agencies:write): an
// agency's name, state or province and extra key/value fields, checked by the shared rules
// (shared/agency-rules.ts) and recorded as agency.created / agency.updated.
import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import {
  AGENCY_FIELDS_MAX,
  AGENCY_RESERVED_KEYS,
  agencyFieldsProblem,
  agencyNameProblem,
  agencyStateProblem,
} from '@shared/agency-rules';
import type { AuditAction } from '@shared/audit';
import { normalizeName, sameName } from '@shared/input-rules';
import { createAgencySchema, updateAgencySchema, type Agency } from '@shared/schemas';
import { callerOf, requirePermissions } from '../http/access';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import type { DemoData } from '../store/demo-data';
import { badRequest, conflict, notFound } from '../http/http-error';
import { parseBody } from '../http/validate';
import { findInDraft } from '../store/draft-lists';

function checked(problem: string | null): void {
  if (problem) throw badRequest(problem);
}

/** The extra fields with their keys trimmed, or a 400 naming the first problem. */
function checkedFields<V extends string | null>(fields: Record<string, V> = {}): Record<string, V> {
  const trimmed = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key.trim(), value]),
  );
  checked(agencyFieldsProblem(trimmed));
  return trimmed;
}

/** One agency of a name per state or province, compared as the console shows names. */
function assertUnique(data: DemoData, name: string, state: string, exceptId?: string): void {
  const taken = data.agencies.find(
    (a) =>
      a.id !== exceptId &&
      sameName(a.name, name) &&
      (a.stateOrProvince ?? '').toLowerCase() === state.toLowerCase(),
  );
  if (taken) throw conflict(`An agency named ${taken.name} already exists in ${state}`);
}

/** The extra fields as the activity record compares them (text fields only). */
function extraFields(agency: Agency): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(agency).filter(([key]) => !AGENCY_RESERVED_KEYS.includes(key)),
  );
}

/** The agency's fields without its id: what the activity record compares. */
function withoutId(agency: Agency): Record<string, unknown> {
  const { id: _id, ...rest } = agency;
  return rest;
}

function event(res: Response, action: AuditAction, agency: Agency, before?: Agency) {
  const target = { type: 'agency' as const, id: agency.id, name: agency.name };
  const prior = before ? withoutId(before) : undefined;
  return audit(callerOf(res), action, null, target, prior, withoutId(agency));
}

export function mountAgencyWrites(router: Router, store: DataStore): void {
  const write = requirePermissions('agencies:write');

  router.post('/', write, async (req: Request, res: Response) => {
    const body = parseBody(req, createAgencySchema);
    checked(agencyNameProblem(body.name));
    checked(agencyStateProblem(body.stateOrProvince));
    const fields = checkedFields(body.fields);
    const name = normalizeName(body.name);
    const state = normalizeName(body.stateOrProvince);
    const created = await store.update((draft, record) => {
      assertUnique(draft, name, state);
      const agency: Agency = { ...fields, id: randomUUID(), name, stateOrProvince: state };
      draft.agencies.push(agency);
      record(event(res, 'agency.created', agency));
      return agency;
    });
    res.status(201).location(`/api/v1/agencies/${created.id}`).json(created);
  });

  router.patch('/:id', write, async (req: Request, res: Response) => {
    const body = parseBody(req, updateAgencySchema);
    if (body.name !== undefined) checked(agencyNameProblem(body.name));
    if (body.stateOrProvince !== undefined) checked(agencyStateProblem(body.stateOrProvince));
    const fields = checkedFields(body.fields);
    const id = String(req.params.id);
    const updated = await store.update((draft, record) => {
      const agency = findInDraft(draft.agencies, (a) => a.id === id);
      if (!agency) throw notFound(`Agency ${id} not found`);
      const before = { ...agency };
      const name = body.name === undefined ? agency.name : normalizeName(body.name);
      const state =
        body.stateOrProvince === undefined
          ? (agency.stateOrProvince ?? '')
          : normalizeName(body.stateOrProvince);
      assertUnique(draft, name, state, id);
      agency.name = name;
      agency.stateOrProvince = state;
      for (const [key, value] of Object.entries(fields)) {
        if (value === null) delete agency[key];
        else agency[key] = value;
      }
      if (Object.keys(extraFields(agency)).length > AGENCY_FIELDS_MAX)
        throw badRequest(`An agency holds at most ${AGENCY_FIELDS_MAX} extra fields.`);
      record(event(res, 'agency.updated', agency, before));
      return { ...agency };
    });
    res.json(updated);
  });
}
