// /api/v1/onboardings: every organization's onboardings by status, in pages with an opaque
// cursor (canViewGlobal), and their live feed for the organizations each caller reaches.
import { Router } from 'express';
import {
  ALL_ONBOARDINGS_MAX_PAGE,
  ALL_ONBOARDINGS_PAGE,
  onboardingStatusOf,
} from '@shared/onboardings';
import { ONBOARDING_STATUSES } from '@shared/constants';
import type { Onboarding } from '@shared/schemas';
import { callerNow, canReachOrganization, requirePermissions } from '../http/access';
import { serveChangeFeed } from '../http/change-feed';
import { badRequest } from '../http/http-error';
import { onboardingView } from './onboarding-records';
import type { OnboardingRouteOptions } from './onboarding-routes';
import { queryParam } from '../http/validate';

function encodeCursor(offset: number, status: string): string {
  return Buffer.from(JSON.stringify({ o: offset, s: status })).toString('base64url');
}

function decodeCursor(cursor: string, status: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      o?: unknown;
      s?: unknown;
    } | null;
    if (Number.isSafeInteger(value?.o) && (value!.o as number) >= 0 && value!.s === status)
      return value!.o as number;
  } catch {
    // the 400 below
  }
  throw badRequest('cursor is not a continuation cursor of this list');
}

function limitOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return ALL_ONBOARDINGS_PAGE;
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= ALL_ONBOARDINGS_MAX_PAGE))
    throw badRequest(`limit must be a whole number from 1 to ${ALL_ONBOARDINGS_MAX_PAGE}`);
  return limit;
}

const updatedTime = (o: Onboarding) => Date.parse(o.updatedDate ?? o.createdDate ?? '') || 0;

/** /api/v1/onboardings: every organization's onboardings (canViewGlobal), and the live feed. */
export function allOnboardingRoutes({ store, events, heartbeatMs }: OnboardingRouteOptions) {
  const router = Router();
  router.use(requirePermissions('onboarding:read'));

  // Each connection gets the changes of the organizations its caller reaches.
  router.get(
    '/events',
    serveChangeFeed(events, heartbeatMs, {
      callerNow: (req) => callerNow(store, req, ['onboarding:read']),
      canSee: (scope, caller) => canReachOrganization(store.data, caller, scope),
    }),
  );

  router.get('/', requirePermissions('global:access'), (req, res) => {
    // 'other': the statuses outside SPEC's five (an imported 'on_hold'), so the chips add up.
    const rawStatus = queryParam(req, 'status') ?? '';
    const status = rawStatus === '' || rawStatus === 'other' ? null : onboardingStatusOf(rawStatus);
    const filter = rawStatus === 'other' ? 'other' : status;
    if (rawStatus !== '' && !filter)
      throw badRequest(`status must be one of ${ONBOARDING_STATUSES.join(', ')} or other`);
    const limit = limitOf(queryParam(req, 'limit'));
    const cursor = queryParam(req, 'cursor');
    const offset = cursor ? decodeCursor(cursor, filter ?? '') : 0;
    const all: Onboarding[] = [];
    // Every status's count, whatever the filter: the console's chips show them.
    const counts: Record<string, number> = { all: 0, other: 0 };
    for (const status of ONBOARDING_STATUSES) counts[status] = 0;
    for (const [organizationId, list] of Object.entries(store.data.onboardings)) {
      for (const onboarding of list) {
        const own = onboardingStatusOf(onboarding.status) ?? 'other';
        counts.all! += 1;
        counts[own]! += 1;
        if (filter && own !== filter) continue;
        all.push(onboardingView(onboarding, organizationId));
      }
    }
    // The most recently changed first: what needs attention now.
    all.sort((a, b) => updatedTime(b) - updatedTime(a) || a.id.localeCompare(b.id));
    const end = offset + limit;
    res.json({
      items: all.slice(offset, end),
      nextCursor: end < all.length ? encodeCursor(end, filter ?? '') : null,
      total: all.length,
      counts,
    });
  });

  return router;
}
