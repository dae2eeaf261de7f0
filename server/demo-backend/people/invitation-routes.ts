// One user's invitation (DESIGN resolution 20): resend (a new expiry, at most once a minute),
// revoke, and copy its link (Administrators only; the link's token is never recorded).
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { INVITE_RESEND_COOLDOWN_MS, isOpenInvitation, mayCopyInviteLink } from '@shared/people';
import { POLICIES } from '@shared/permissions';
import { callerOf, organizationAccess } from '../http/access';
import type { StoredInvitation, StoredUser } from '../store/demo-data';
import { HttpError, conflict, forbidden } from '../http/http-error';
import { assertMayActOn, nameOf, userEvent, userIn } from './people-access';
import { inviteExpiry, type PeopleOptions } from './people-config';
import { inviteStatusOf, userDetailsView } from './people-views';

/** 409 unless the invitation is pending or expired; `what` is the refused action. */
function assertOpen(user: StoredUser, now: number, what: string): string {
  const status = inviteStatusOf(user, now);
  if (!isOpenInvitation(status)) {
    throw conflict(
      `${nameOf(user)}'s invitation is ${status ?? 'missing'}; only a pending or expired invitation can be ${what}`,
    );
  }
  return status as string;
}

/** A row from before invitation records (a BFF's or an old file's) gets one on its first write. */
function invitationOf(user: StoredUser, now: number): StoredInvitation {
  const since = new Date(now).toISOString();
  return (user.invitation ??= { invitedAt: since, invitedBy: null, expiresAt: since, sentAt: '' });
}

/** Where an invite link leads: the sign-in page of the site the caller is on. */
function inviteUrl(req: Request, token: string): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}/login?invitation=${token}`;
}

export function invitationRoutes({ store, inviteTtlDays }: PeopleOptions): Router {
  const router = Router({ mergeParams: true });
  const manage = organizationAccess(store, ...POLICIES.canManageUsers);
  const ids = (params: Record<string, string | string[] | undefined>) =>
    [String(params.id), String(params.userId)] as const;

  router.post('/:userId/invitation/resend', manage, async (req, res) => {
    const now = Date.now();
    const user = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      assertOpen(user, now, 'resent');
      const invitation = invitationOf(user, now);
      const wait = Date.parse(invitation.sentAt) + INVITE_RESEND_COOLDOWN_MS - now;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        res.set('Retry-After', String(seconds));
        throw new HttpError(
          429,
          'too_many_requests',
          `The invitation to ${user.email ?? nameOf(user)} was sent less than a minute ago; it can be sent again in ${seconds} seconds, at ${new Date(now + seconds * 1000).toISOString()}`,
        );
      }
      const before = { expiresAt: invitation.expiresAt };
      invitation.expiresAt = inviteExpiry(now, inviteTtlDays);
      invitation.sentAt = new Date(now).toISOString();
      delete invitation.token; // the old link stops working
      user.inviteStatus = 'pending';
      record(
        userEvent(req, res, draft, 'invitation.resent', user, before, {
          expiresAt: invitation.expiresAt,
        }),
      );
      return user;
    });
    res.json(userDetailsView(user, now));
  });

  router.post('/:userId/invitation/revoke', manage, async (req, res) => {
    const now = Date.now();
    const user = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      const status = assertOpen(user, now, 'revoked');
      user.inviteStatus = 'revoked';
      if (user.invitation) delete user.invitation.token;
      record(
        userEvent(
          req,
          res,
          draft,
          'invitation.revoked',
          user,
          { inviteStatus: status },
          { inviteStatus: 'revoked' },
        ),
      );
      return user;
    });
    res.json(userDetailsView(user, now));
  });

  router.post('/:userId/invitation/link', manage, async (req, res) => {
    if (!mayCopyInviteLink(callerOf(res).account.roles))
      throw forbidden('Only an Administrator can copy an invite link');
    const now = Date.now();
    const token = await store.update((draft, record) => {
      const user = userIn(draft, ...ids(req.params));
      assertMayActOn(res, user);
      const status = inviteStatusOf(user, now);
      if (status === 'expired')
        throw conflict(`${nameOf(user)}'s invitation has expired; resend it for a new link`);
      if (status !== 'pending')
        throw conflict(
          `${nameOf(user)}'s invitation is ${status ?? 'missing'}; only a pending invitation has a link`,
        );
      const invitation = invitationOf(user, now);
      invitation.token ??= randomBytes(24).toString('base64url');
      // The event says that a link was handed out, never the link.
      record(userEvent(req, res, draft, 'invitation.link_copied', user));
      return invitation.token;
    });
    res.json({ url: inviteUrl(req, token) });
  });

  return router;
}
