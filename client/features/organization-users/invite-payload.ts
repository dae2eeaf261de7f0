// The invite form → POST body rules of SPEC §5: email required, name trimmed and omitted when
// blank, blank roles removed and roles omitted when none are left.
import { INVITE_ROLE_DEFAULT } from '@shared/constants';
import { EMAIL_MAX_LENGTH, lengthProblem, normalizeName } from '@shared/input-rules';
import type { InviteUserPayload } from '@shared/schemas';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required for invitation';

export interface InviteForm {
  email: string;
  name: string;
  roles: string[];
}

export function emptyInviteForm(): InviteForm {
  return { email: '', name: '', roles: [INVITE_ROLE_DEFAULT] };
}

/** The message to show for the email field, or undefined when it may be sent. */
export function inviteEmailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return EMAIL_REQUIRED_MESSAGE;
  return lengthProblem('Email', value, EMAIL_MAX_LENGTH) ?? undefined;
}

/** Roles trimmed, blanks and repeats dropped, order kept. */
export function cleanRoles(roles: readonly string[]): string[] {
  const cleaned: string[] = [];
  for (const role of roles) {
    const trimmed = role.trim();
    if (trimmed !== '' && !cleaned.includes(trimmed)) cleaned.push(trimmed);
  }
  return cleaned;
}

export function buildInvitePayload(form: InviteForm): InviteUserPayload {
  const name = normalizeName(form.name);
  const roles = cleanRoles(form.roles);
  return {
    email: form.email.trim(),
    ...(name !== '' ? { name } : {}),
    ...(roles.length > 0 ? { roles } : {}),
  };
}
