// One user's sessions (DESIGN resolutions 20 and 21): the list (newest last-seen first, the
// caller's own marked `current`), and revoking one or all. A revoked session is gone from the
// store, so that person's next request with it is a 401 and their live feeds end at the next
// heartbeat; their other sessions keep working.
import { Router } from 'express';
import { POLICIES } from '@shared/permissions';
import { assertPermissions, callerOf, organizationAccess, sessionIdOf } from '../http/access';
import type { DemoData, StoredUser } from '../store/demo-data';
import { notFound } from '../http/http-error';
import { assertMayActOn, userEvent, userIn } from './people-access';
import type { PeopleOptions } from './people-config';
import { sessionViews } from './people-views';
import { asItStands } from '../store/draft-lists';

const liveCount = (data: Readonly<DemoData>, user: StoredUser, now: number) =>
  asItStands(data.sessions).filter((s) => s.sub === user.id && Date.parse(s.expiresAt) > now)
    .length;

export function userSessionRoutes({ store, lastSeen }: PeopleOptions): Router {
  const router = Router({ mergeParams: true });
  const manage = organizationAccess(store, ...POLICIES.canManageUsers);
  const ids = (params: Record<string, string | string[] | undefined>) =>
    [String(params.id), String(params.userId)] as const;

  // Where someone signs in from is for those who manage them, and for themself.
  router.get('/:userId/sessions', organizationAccess(store, 'users:read'), (req, res) => {
    const caller = callerOf(res);
    const user = userIn(store.data, ...ids(req.params));
    if (user.id !== caller.account.sub) assertPermissions(caller, POLICIES.canManageUsers);
    const items = sessionViews(
      store.data.sessions,
      user.id,
      Date.now(),
      (s) => lastSeen.of(s),
      caller.sessionKey,
    );
    res.json({ items });
  });

  router.delete('/:userId/sessions/:sessionId', manage, async (req, res) => {
    const sessionId = String(req.params.sessionId);
    const now = Date.now();
    await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      const session = asItStands(draft.sessions).find(
        (s) => s.sub === user.id && sessionIdOf(s) === sessionId,
      );
      if (!session || Date.parse(session.expiresAt) <= now)
        throw notFound(`Session ${sessionId} not found for this user`);
      const before = { activeSessions: liveCount(draft, user, now) };
      draft.sessions = asItStands(draft.sessions).filter((s) => s.key !== session.key);
      const after = { activeSessions: liveCount(draft, user, now) };
      record(userEvent(req, res, draft, 'session.revoked', user, before, after));
    });
    res.status(204).end();
  });

  router.delete('/:userId/sessions', manage, async (req, res) => {
    const now = Date.now();
    await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      const before = { activeSessions: liveCount(draft, user, now) };
      draft.sessions = asItStands(draft.sessions).filter((s) => s.sub !== user.id);
      record(userEvent(req, res, draft, 'session.revoked', user, before, { activeSessions: 0 }));
    });
    res.status(204).end();
  });

  return router;
}
