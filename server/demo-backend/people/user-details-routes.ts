// One user's page (DESIGN resolution 20): GET …/users/{userId} (their row with invitation,
// suspension and MFA factors), suspend and reactivate, and MFA reset. Suspension ends the
// person's access on their next request: their sessions go, and access.ts treats a suspended
// account as signed out, so a live feed ends at its next heartbeat.
import { Router } from 'express';
import { suspendUserSchema } from '@shared/people';
import { POLICIES } from '@shared/permissions';
import { callerOf, organizationAccess } from '../http/access';
import { conflict } from '../http/http-error';
import { assertMayActOn, assertNotSelf, nameOf, userEvent, userIn } from './people-access';
import type { PeopleOptions } from './people-config';
import { userDetailsView } from './people-views';
import { parseBody } from '../http/validate';
import { asItStands } from '../store/draft-lists';

export function userDetailsRoutes({ store }: PeopleOptions): Router {
  const router = Router({ mergeParams: true });
  const manage = organizationAccess(store, ...POLICIES.canManageUsers);
  const ids = (params: Record<string, string | string[] | undefined>) =>
    [String(params.id), String(params.userId)] as const;

  router.get('/:userId', organizationAccess(store, 'users:read'), (req, res) => {
    res.json(userDetailsView(userIn(store.data, ...ids(req.params)), Date.now()));
  });

  router.post('/:userId/suspend', manage, async (req, res) => {
    const { reason } = parseBody(req, suspendUserSchema);
    const now = new Date().toISOString();
    const user = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertNotSelf(res, user, 'suspend yourself');
      assertMayActOn(res, user);
      if (user.status === 'suspended') throw conflict(`${nameOf(user)} is already suspended`);
      const before = { status: user.status ?? null, reason: null };
      user.statusBeforeSuspension = user.status ?? 'active';
      user.status = 'suspended';
      user.suspension = { reason, by: callerOf(res).account.name, at: now };
      // Their next request is a 401 either way; dropping the sessions ends them for good.
      draft.sessions = asItStands(draft.sessions).filter((s) => s.sub !== user.id);
      record(
        userEvent(req, res, draft, 'user.suspended', user, before, { status: 'suspended', reason }),
      );
      return user;
    });
    res.json(userDetailsView(user, Date.now()));
  });

  router.post('/:userId/reactivate', manage, async (req, res) => {
    const user = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      if (user.status !== 'suspended') throw conflict(`${nameOf(user)} is not suspended`);
      const before = { status: 'suspended', reason: user.suspension?.reason ?? null };
      user.status = user.statusBeforeSuspension ?? 'active';
      delete user.statusBeforeSuspension;
      delete user.suspension;
      record(
        userEvent(req, res, draft, 'user.reactivated', user, before, {
          status: user.status,
          reason: null,
        }),
      );
      return user;
    });
    res.json(userDetailsView(user, Date.now()));
  });

  router.post('/:userId/mfa/reset', manage, async (req, res) => {
    const user = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      const factors = user.mfa?.factors ?? [];
      if (factors.length === 0) throw conflict(`${nameOf(user)} has no MFA factors enrolled`);
      user.mfa = { factors: [] };
      const before = { mfa: factors.map((factor) => factor.type) };
      record(userEvent(req, res, draft, 'mfa.reset', user, before, { mfa: [] }));
      return user;
    });
    res.json(userDetailsView(user, Date.now()));
  });

  return router;
}
