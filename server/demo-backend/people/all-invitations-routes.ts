// GET /api/v1/invitations (DESIGN resolution 20): every organization's invitations for an
// Administrator, by expiry (soonest first), filtered by `status` (default pending,expired),
// `q`, `organizationId` and `expiringWithin`, paged by an opaque `cursor` and `limit`, with
// `total`. The lists are prepared once per change of the users (invitations-index.ts) and a
// page is cut from them (invitations-page.ts).
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  INVITATIONS_PAGE_DEFAULT,
  INVITATIONS_PAGE_MAX,
  INVITATIONS_STATUS_DEFAULT,
  INVITE_STATUSES,
} from '@shared/people';
import { hasPolicy } from '@shared/permissions';
import { assertPermissions, callerOf } from '../http/access';
import type { DataStore } from '../store/data-store';
import { badRequest, forbidden } from '../http/http-error';
import { invitationStretches, type IndexedInvitation } from './invitations-index';
import { invitationsPage } from './invitations-page';
import { queryParam } from '../http/validate';

const Q_MAX_LENGTH = 200;
const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

interface InvitationQuery {
  statuses: readonly string[];
  q?: string;
  organizationId?: string;
  withinMs?: number;
}

function queryOf(req: Request): InvitationQuery {
  const statusText = queryParam(req, 'status');
  const statuses = statusText ? [...new Set(statusText.split(',').map((s) => s.trim()))] : [];
  for (const status of statuses) {
    if (!(INVITE_STATUSES as readonly string[]).includes(status))
      throw badRequest(
        `status ${JSON.stringify(status)} is not one of ${INVITE_STATUSES.join(', ')}`,
      );
  }
  const query: InvitationQuery = {
    statuses: statuses.length > 0 ? statuses : INVITATIONS_STATUS_DEFAULT,
  };
  const q = queryParam(req, 'q');
  if (q !== undefined && q.length > Q_MAX_LENGTH)
    throw badRequest(`q must be at most ${Q_MAX_LENGTH} characters`);
  if (q?.trim()) query.q = q.trim().toLowerCase();
  const organizationId = queryParam(req, 'organizationId');
  if (organizationId) query.organizationId = organizationId;
  const within = queryParam(req, 'expiringWithin');
  if (within) {
    const match = /^(\d{1,4})([mhd])$/.exec(within);
    if (!match || Number(match[1]) === 0)
      throw badRequest('expiringWithin must be a duration such as 30m, 24h or 7d');
    query.withinMs = Number(match[1]) * (UNIT_MS[match[2] as string] as number);
  }
  return query;
}

function limitOf(req: Request): number {
  const text = queryParam(req, 'limit');
  if (text === undefined || text === '') return INVITATIONS_PAGE_DEFAULT;
  const limit = Number(text);
  if (!/^\d{1,3}$/.test(text) || limit < 1 || limit > INVITATIONS_PAGE_MAX)
    throw badRequest(`limit must be a whole number from 1 to ${INVITATIONS_PAGE_MAX}`);
  return limit;
}

/** Which search a cursor belongs to: one search's cursor cannot page another. */
function fingerprint(query: InvitationQuery): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 12);
}

function encodeCursor(sortKey: string, search: string): string {
  return Buffer.from(JSON.stringify({ k: sortKey, f: search })).toString('base64url');
}

/** The sort key the page after `cursor` starts past; a malformed or foreign cursor is a 400. */
function decodeCursor(cursor: string, search: string): string {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // the 400 below
  }
  const { k, f } = (typeof value === 'object' && value !== null ? value : {}) as {
    k?: unknown;
    f?: unknown;
  };
  if (typeof k !== 'string' || typeof f !== 'string')
    throw badRequest('cursor is not a continuation token of this list');
  if (f !== search)
    throw badRequest('cursor belongs to another search of this list; start again without it');
  return k;
}

/** The `q` and `organizationId` filters, or undefined without either (nothing to scan). */
function filterOf(query: InvitationQuery): ((entry: IndexedInvitation) => boolean) | undefined {
  const { q, organizationId } = query;
  if (!q && !organizationId) return undefined;
  return (entry) =>
    (!organizationId || entry.row.organizationId === organizationId) &&
    (!q || entry.text.includes(q));
}

export function allInvitationsRoutes(store: DataStore): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const caller = callerOf(res);
    assertPermissions(caller, ['users:read']);
    if (!hasPolicy(caller.account.roles, 'canReachEveryOrganization'))
      throw forbidden('Only an Administrator can list invitations across organizations');
    const query = queryOf(req);
    const limit = limitOf(req);
    const search = fingerprint(query);
    const cursor = queryParam(req, 'cursor');
    const after = cursor ? decodeCursor(cursor, search) : undefined;
    const stretches = invitationStretches(store.data, query.statuses, Date.now(), query.withinMs);
    const page = invitationsPage(stretches, filterOf(query), after, limit);
    res.json({
      items: page.items,
      nextCursor: page.nextKey === null ? null : encodeCursor(page.nextKey, search),
      total: page.total,
    });
  });

  return router;
}
