// Sign-in, sign-out and identity: /login (page and form post), /logout, /auth/me,
// /auth/roles and /health. Sessions live in the data file (hashed), so a restart of the
// backend keeps people signed in.
import { randomBytes, randomUUID } from 'node:crypto';
import express, { Router, type Response } from 'express';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import type { DemoAccount, DemoData } from '../store/demo-data';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  assertPermissions,
  findCaller,
  requireCsrf,
  requireSignIn,
  callerOf,
  memberRow,
  sessionKeyOf,
} from '../http/access';
import { unauthorized } from '../http/http-error';
import {
  LOGIN_CSS,
  LOGIN_PAGE_CSP,
  LOGIN_STYLESHEET_PATH,
  renderLoginPage,
  renderSuspendedAccountPage,
  renderUnknownAccountPage,
} from './login-page';
import { safeReturnPath } from './return-url';
import { updateProfileSchema } from '@shared/schemas';
import {
  assertNotPosing,
  displayName,
  otherMembers,
  parseBody,
  requestComplete,
} from '../http/validate';
import { asItStands, findInDraft } from '../store/draft-lists';

/** Sign-in and sign-out events: the account is the target; no session value is recorded. */
function sessionEvent(
  data: DemoData,
  account: DemoAccount,
  action: 'session.signed_in' | 'session.signed_out',
) {
  const organization =
    asItStands(data.organizations).find((o) => o.id === account.organizationId) ?? null;
  return audit({ account }, action, organization, {
    type: 'account',
    id: account.sub,
    name: account.name,
  });
}

/** What GET /auth/me answers (SPEC §7: sub, name, email, and the organization). */
function identityOf(account: DemoAccount) {
  return {
    sub: account.sub,
    name: account.name,
    email: account.email,
    ...(account.organizationId ? { organizationId: account.organizationId } : {}),
  };
}

/** Past this many live sessions the oldest go first; keeps the file small (seeded ones count too). */
const MAX_SESSIONS = 2_000;
/** What the Sessions list keeps of a browser's User-Agent. */
const USER_AGENT_MAX_LENGTH = 300;

function sendHtml(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': LOGIN_PAGE_CSP,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}

export function sessionRoutes(store: DataStore): Router {
  const router = Router();
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/login', (req, res) => {
    const returnUrl = safeReturnPath(req.query.returnUrl);
    sendHtml(res, 200, renderLoginPage(store.data.accounts, returnUrl));
  });

  router.get(LOGIN_STYLESHEET_PATH, (_req, res) => {
    res
      .set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(LOGIN_CSS);
  });

  router.post(
    '/login',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const returnUrl = safeReturnPath(body.returnUrl);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const account = store.data.accounts.find((a) => a.email.toLowerCase() === email);
      if (!account) {
        sendHtml(res, 400, renderUnknownAccountPage(returnUrl));
        return;
      }
      // DESIGN resolution 21: a suspended person is refused, told who can help, and nothing else.
      if (memberRow(store.data, account)?.status === 'suspended') {
        const organization = store.data.organizations.find((o) => o.id === account.organizationId);
        sendHtml(
          res,
          403,
          renderSuspendedAccountPage(organization?.name ?? 'your organization', returnUrl),
        );
        return;
      }
      const sessionId = randomBytes(32).toString('base64url');
      const userAgent = req.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH);
      const previous = findCaller(store, req)?.sessionKey;
      const now = Date.now();
      await store.update((draft, record) => {
        record(sessionEvent(draft, account, 'session.signed_in'));
        const live = asItStands(draft.sessions).filter(
          (s) => s.key !== previous && Date.parse(s.expiresAt) > now,
        );
        live.push({
          key: sessionKeyOf(sessionId),
          id: randomUUID(),
          sub: account.sub,
          createdAt: new Date(now).toISOString(),
          lastSeenAt: new Date(now).toISOString(),
          expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
          ...(req.ip ? { ip: req.ip } : {}),
          ...(userAgent ? { userAgent } : {}),
        });
        draft.sessions = live.slice(-MAX_SESSIONS);
        // The account's own row in its organization's user list shows the sign-in.
        const row = account.organizationId
          ? findInDraft(draft.users[account.organizationId] ?? [], (u) => u.id === account.sub)
          : undefined;
        if (row) row.lastActivity = new Date(now).toISOString();
      });
      res.cookie(SESSION_COOKIE, sessionId, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: req.secure,
        maxAge: SESSION_TTL_MS,
      });
      res.redirect(303, returnUrl);
    },
  );

  router.post('/logout', noStore, requireCsrf, requestComplete, async (req, res) => {
    const caller = findCaller(store, req);
    if (caller) {
      await store.update((draft, record) => {
        record(sessionEvent(draft, caller.account, 'session.signed_out'));
        draft.sessions = asItStands(draft.sessions).filter((s) => s.key !== caller.sessionKey);
      });
    }
    res.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: req.secure,
    });
    res.status(204).end();
  });

  router.get('/auth/me', noStore, requireSignIn(store), (_req, res) => {
    res.json(identityOf(callerOf(res).account));
  });

  // Issue #23: the caller renames themself (profile:edit). The account and its row in its
  // organization's user list carry the new name; sessions stay as they are.
  router.patch(
    '/auth/me',
    noStore,
    requireCsrf,
    requireSignIn(store),
    express.json({ limit: '16kb' }),
    async (req, res) => {
      const caller = callerOf(res);
      assertPermissions(caller, ['profile:edit']);
      const name = displayName(parseBody(req, updateProfileSchema).name, 'name');
      const account = await store.update((draft, record) => {
        const stored = findInDraft(draft.accounts, (a) => a.sub === caller.account.sub);
        if (!stored) throw unauthorized();
        assertNotPosing(name, otherMembers(store.data, stored.organizationId, stored.sub));
        const before = { name: stored.name };
        stored.name = name;
        const row = stored.organizationId
          ? findInDraft(draft.users[stored.organizationId] ?? [], (u) => u.id === stored.sub)
          : undefined;
        if (row) row.name = name;
        const organization =
          asItStands(draft.organizations).find((o) => o.id === stored.organizationId) ?? null;
        const target = { type: 'account' as const, id: stored.sub, name };
        record(
          audit({ account: stored }, 'profile.updated', organization, target, before, { name }),
        );
        return { ...stored };
      });
      res.json(identityOf(account));
    },
  );

  router.get('/auth/roles', noStore, requireSignIn(store), (_req, res) => {
    res.json({ roles: [...callerOf(res).account.roles] });
  });

  return router;
}
