// A signed-in caller's 403 for lack of a permission or scope becomes an `access.denied` event,
// bounded so refused requests can neither flood the record nor write into someone else's:
// - the organization is the one the route itself names, and only one the caller may reach;
//   any other denial goes to the global record only (a query parameter names nothing);
// - the attempt is the route's action name, or the method and the path as sent,
//   percent-encoded and cut at 120 characters: text that cannot pass for a message;
// - identical denials (actor, attempt, organization) within a minute are one event with a
//   count, and past 10 distinct ones a minute, an actor's further denials are counted on one
//   "further refused requests" event: at most 11 events per actor per minute.
// A failed write of the event never changes the answer (still the 403).
import type { ErrorRequestHandler } from 'express';
import { canReachOrganization, type Caller } from '../http/access';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import { HttpError } from '../http/http-error';

export const MAX_ATTEMPT_PATH = 120;
export const MAX_DISTINCT_DENIALS_PER_MINUTE = 10;
export const FURTHER_DENIALS = 'further refused requests';

const ROUTES: [string, RegExp, string][] = [
  ['POST', /^\/api\/v1\/organizations$/, 'organization.created'],
  ['PATCH', /^\/api\/v1\/organizations\/[^/]+$/, 'organization.updated'],
  ['DELETE', /^\/api\/v1\/organizations\/[^/]+$/, 'organization.deleted'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/domains$/, 'organization.domain_added'],
  ['DELETE', /^\/api\/v1\/organizations\/[^/]+\/domains$/, 'organization.domain_removed'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/managed$/, 'organization.managed_added'],
  ['DELETE', /^\/api\/v1\/organizations\/[^/]+\/managed\/[^/]+$/, 'organization.managed_removed'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/users$/, 'user.invited'],
  ['PUT', /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+$/, 'user.roles_changed'],
  ['DELETE', /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+$/, 'user.removed'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/suspend$/, 'user.suspended'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/reactivate$/, 'user.reactivated'],
  [
    'POST',
    /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/invitation\/resend$/,
    'invitation.resent',
  ],
  [
    'POST',
    /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/invitation\/revoke$/,
    'invitation.revoked',
  ],
  [
    'POST',
    /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/invitation\/link$/,
    'invitation.link_copied',
  ],
  [
    'DELETE',
    /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/sessions(\/[^/]+)?$/,
    'session.revoked',
  ],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/users\/[^/]+\/mfa\/reset$/, 'mfa.reset'],
  ['PATCH', /^\/api\/v1\/organizations\/[^/]+\/settings$/, 'settings.updated'],
  ['PUT', /^\/api\/v1\/organizations\/[^/]+\/settings\/floors$/, 'settings.floors_updated'],
  ['POST', /^\/api\/v1\/organizations\/[^/]+\/settings\/apply$/, 'settings.applied'],
  [
    'POST',
    /^\/api\/v1\/organizations\/[^/]+\/domains\/[^/]+\/verify$/,
    'organization.domain_checked',
  ],
  ['POST', /^\/api\/v1\/agencies$/, 'agency.created'],
  ['PATCH', /^\/api\/v1\/agencies\/[^/]+$/, 'agency.updated'],
  ['POST', /^\/api\/v1\/provisioner$/, 'pipeline.created'],
  ['POST', /^\/api\/v1\/provisioner\/[^/]+\/retry$/, 'pipeline.retried'],
  ['POST', /^\/api\/v1\/provisioner\/[^/]+\/cancel$/, 'pipeline.cancelled'],
  ['GET', /^\/api\/v1\/audit-events$/, 'audit.read'],
  ['GET', /^\/api\/v1\/invitations$/, 'invitations.read'],
];

/** Every character outside a URL path's own set as %XX bytes: no space, quote or control survives. */
function encodePath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (char) =>
    [...Buffer.from(char, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

/** The action a refused request tried: a write's action name, or `METHOD /path` (encoded, cut). */
export function attemptedAction(method: string, path: string): string {
  const p = path.replace(/\/+$/, '');
  const found = ROUTES.find(([m, pattern]) => m === method && pattern.test(p));
  if (found) return found[2];
  const verb = /^[A-Z]{1,12}$/.test(method) ? method : 'OTHER';
  const encoded = encodePath(p);
  const cut = encoded.length > MAX_ATTEMPT_PATH;
  return `${verb} ${cut ? `${encoded.slice(0, MAX_ATTEMPT_PATH).replace(/%[0-9A-F]?$/, '')}…` : encoded}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function recordDenied(store: DataStore): ErrorRequestHandler {
  let minute = 0;
  const seen = new Set<string>();
  const distinct = new Map<string, number>();
  return (error: unknown, req, res, next) => {
    const caller = res.locals.caller as Caller | undefined;
    if (!(error instanceof HttpError) || error.code !== 'forbidden' || !caller) return next(error);
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) {
      minute = now;
      seen.clear();
      distinct.clear();
    }
    const path = req.originalUrl.split('?')[0] ?? req.path;
    const named = /^\/api\/v1\/organizations\/([^/]+)/.exec(path)?.[1];
    const id = named === undefined ? undefined : safeDecode(named);
    const organization =
      id !== undefined && canReachOrganization(store.data, caller, id)
        ? store.data.organizations.find((o) => o.id === id)
        : undefined;
    const { sub, name } = caller.account;
    const attempt = attemptedAction(req.method, path);
    let key = `${minute}|${sub}|${organization?.id ?? ''}|${attempt}`;
    const event = audit(
      caller,
      'access.denied',
      organization ?? null,
      organization
        ? { type: 'organization', id: organization.id, name: organization.name }
        : { type: 'account', id: sub, name },
    );
    event.attemptedAction = attempt;
    if (!seen.has(key)) {
      const count = distinct.get(sub) ?? 0;
      if (count >= MAX_DISTINCT_DENIALS_PER_MINUTE) {
        key = `${minute}|${sub}|further`;
        Object.assign(
          event,
          audit(caller, 'access.denied', null, { type: 'account', id: sub, name }),
        );
        event.attemptedAction = FURTHER_DENIALS;
      } else {
        seen.add(key);
        distinct.set(sub, count + 1);
      }
    }
    store.recordCounted(key, event).then(
      () => next(error),
      () => next(error),
    );
  };
}
