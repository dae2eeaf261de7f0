// GET /api/v1/audit-events: the activity record, newest first, filtered, in pages with an
// opaque cursor. Administrators read every organization; Managers only their own (403
// otherwise).
import { Router } from 'express';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, type AuditEvent } from '@shared/audit';
import { activityScopeOf } from '@shared/permissions';
import { callerOf, requirePermissions, type Caller } from '../http/access';
import type { DataStore } from '../store/data-store';
import { badRequest, forbidden } from '../http/http-error';
import { queryParam } from '../http/validate';

/** The cursor is the position in the append-only record where the next (older) page ends. */
function encodeCursor(end: number): string {
  return Buffer.from(JSON.stringify({ e: end })).toString('base64url');
}

function decodeCursor(cursor: string, length: number): number {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const end = (value as { e?: unknown } | null)?.e;
    if (Number.isSafeInteger(end) && (end as number) >= 0 && (end as number) <= length)
      return end as number;
  } catch {
    // fall through to the 400
  }
  throw badRequest('cursor is not a continuation cursor of this list');
}

function timeParam(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time))
    throw badRequest(`${name} must be an ISO 8601 date or date-time such as 2026-01-31T12:00:00Z`);
  return time;
}

function limitParam(value: string | undefined): number {
  if (value === undefined || value === '') return AUDIT_PAGE_DEFAULT;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= AUDIT_PAGE_MAX))
    throw badRequest(`limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`);
  return limit;
}

const lower = (value: string | undefined) => (value ?? '').toLowerCase();

/** The predicate for the filters of a request; every filter given must hold. */
export function matcherFor(query: {
  organizationId?: string;
  actor?: string;
  action?: string;
  targetId?: string;
  since?: number;
  until?: number;
  q?: string;
}): (event: AuditEvent) => boolean {
  const actor = lower(query.actor);
  const q = lower(query.q);
  return (event) => {
    if (query.organizationId && event.organizationId !== query.organizationId) return false;
    if (query.action && !event.action.startsWith(query.action)) return false;
    if (query.targetId && event.target.id !== query.targetId) return false;
    const time = Date.parse(event.time);
    if (query.since !== undefined && time < query.since) return false;
    if (query.until !== undefined && time > query.until) return false;
    if (
      actor &&
      event.actor.sub !== query.actor &&
      !lower(event.actor.email).includes(actor) &&
      !lower(event.actor.name).includes(actor)
    )
      return false;
    if (q) {
      const names = [
        event.actor.name,
        event.actor.email,
        event.target.name,
        event.organizationName,
        event.action,
      ];
      if (!names.some((name) => lower(name ?? undefined).includes(q))) return false;
    }
    return true;
  };
}

/** A Manager's query is pinned to their own organization; anything else is refused (the
 * scope is shared/permissions.ts's, the one the client's History links ask). */
export function scopedOrganization(
  caller: Caller,
  requested: string | undefined,
): string | undefined {
  const scope = activityScopeOf(caller.account.roles, caller.account.organizationId);
  if (scope === 'every') return requested || undefined;
  const own = scope === 'none' ? undefined : scope.own;
  if (!own || (requested && requested !== own)) {
    throw forbidden(
      requested
        ? `You may read the activity of your own organization only, not ${requested}`
        : 'You may read the activity of your own organization only',
    );
  }
  return own;
}

export function auditRoutes(store: DataStore): Router {
  const router = Router();
  router.get('/', requirePermissions('audit:read'), (req, res) => {
    const caller = callerOf(res);
    const organizationId = scopedOrganization(caller, queryParam(req, 'organizationId'));
    const limit = limitParam(queryParam(req, 'limit'));
    const since = timeParam(queryParam(req, 'since'), 'since');
    const until = timeParam(queryParam(req, 'until'), 'until');
    if (since !== undefined && until !== undefined && since > until)
      throw badRequest('since must not be later than until');
    const matches = matcherFor({
      organizationId,
      actor: queryParam(req, 'actor'),
      action: queryParam(req, 'action'),
      targetId: queryParam(req, 'targetId'),
      since,
      until,
      q: queryParam(req, 'q'),
    });
    const events = store.events;
    const cursor = queryParam(req, 'cursor');
    const end = cursor ? decodeCursor(cursor, events.length) : events.length;

    // One pass from the newest: the page, where the next one ends, and the total count.
    const items: AuditEvent[] = [];
    let nextEnd: number | undefined;
    let total = 0;
    for (let index = events.length - 1; index >= 0; index -= 1) {
      const event = events[index] as AuditEvent;
      if (!matches(event)) continue;
      total += 1;
      if (index >= end) continue;
      if (items.length < limit) items.push(event);
      else nextEnd ??= index + 1;
    }
    res.json({
      items,
      nextCursor: nextEnd === undefined ? null : encodeCursor(nextEnd),
      total,
    });
  });
  return router;
}
