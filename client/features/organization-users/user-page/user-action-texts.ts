// What each action on a person says before it runs (issue #32 item 7): the person named, and
// the consequence in plain words.
import { formatQuantity } from '../../../lib/format';
import type { UserAction } from '../api/user-actions';

export type UserActionKind = UserAction['kind'] | 'copy-invite-link';

export interface ActionSubject {
  name: string;
  email: string;
  organizationName: string;
  factorCount: number;
  sessionCount: number;
  /** The session being revoked, in words ("Chrome on Linux, 10.0.0.7"). */
  sessionWords?: string;
  /** The viewer's own current session would end. */
  endsOwnSession: boolean;
}

export interface ActionTexts {
  title: string;
  message: string;
  confirm: string;
  done: string;
  danger: boolean;
  /** A warning line in the dialog (revoking one's own session). */
  warning?: string;
}

const OWN_SESSION_WARNING = 'This includes your current session: you will be signed out.';

export function actionTexts(kind: UserActionKind, s: ActionSubject): ActionTexts {
  const warning = s.endsOwnSession ? OWN_SESSION_WARNING : undefined;
  switch (kind) {
    case 'suspend':
      return {
        title: `Suspend ${s.name}?`,
        message: `${s.name} is signed out on their next request, their live views end, and they cannot sign in to ${s.organizationName} until an administrator reactivates them.`,
        confirm: 'Suspend',
        done: `${s.name} is suspended.`,
        danger: true,
      };
    case 'reactivate':
      return {
        title: `Reactivate ${s.name}?`,
        message: `${s.name} can sign in again, with their roles in ${s.organizationName}.`,
        confirm: 'Reactivate',
        done: `${s.name} is active again.`,
        danger: false,
      };
    case 'resend-invitation':
      return {
        title: `Resend the invitation to ${s.email}?`,
        message: `A new invitation mail goes to ${s.email} with a new expiry date; the earlier link stops working.`,
        confirm: 'Resend',
        done: `The invitation to ${s.email} was sent again.`,
        danger: false,
      };
    case 'revoke-invitation':
      return {
        title: `Revoke the invitation to ${s.email}?`,
        message: `The invitation link stops working: ${s.email} cannot join ${s.organizationName} with it. You can invite them again later.`,
        confirm: 'Revoke invitation',
        done: `The invitation to ${s.email} is revoked.`,
        danger: true,
      };
    case 'copy-invite-link':
      return {
        title: `Copy the invite link of ${s.email}?`,
        message: `Anyone who has the link can join ${s.organizationName} as ${s.email}. Copying it is recorded in the activity record.`,
        confirm: 'Copy link',
        done: 'Invite link copied to the clipboard.',
        danger: false,
      };
    case 'reset-mfa':
      return {
        title: `Reset MFA for ${s.name}?`,
        message: `${formatQuantity(s.factorCount, 'factor', 'factors')} enrolled by ${s.name} are removed; they enrol again at their next sign-in.`,
        confirm: 'Reset MFA',
        done: `MFA of ${s.name} is reset.`,
        danger: true,
      };
    case 'revoke-session':
      return {
        title: `Revoke this session of ${s.name}?`,
        message: `The browser of this session${s.sessionWords ? ` (${s.sessionWords})` : ''} is signed out on its next request.`,
        confirm: 'Revoke session',
        done: `The session of ${s.name} is revoked.`,
        danger: true,
        warning,
      };
    case 'revoke-all-sessions':
      return {
        title: `Revoke all sessions of ${s.name}?`,
        message: `${formatQuantity(s.sessionCount, 'session ends', 'sessions end')}: every browser ${s.name} is signed in with is signed out on its next request.`,
        confirm: 'Revoke all',
        done: `Every session of ${s.name} is revoked.`,
        danger: true,
        warning,
      };
  }
}
