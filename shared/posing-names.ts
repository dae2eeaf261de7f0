// DESIGN resolution 22: a display name cannot pose as someone else. Every screen shows a
// person by their name, so a name that reads as another member, a role, the system's own
// actors or an e-mail address would make the record and the lists lie.
import { sameName } from './input-rules';
import { ROLES } from './permissions';

/** Names the console itself shows for actors that are not people, and the roles. */
const RESERVED_NAMES = [...ROLES, 'System', 'Provisioner'];
const EMAIL_SHAPED = /\S@\S/;

/**
 * null when `name` poses as nobody, else the message naming `label`. `members` are the other
 * people of the same organizations (the person themself left out).
 */
export function posingNameProblem(
  label: string,
  name: string,
  members: readonly string[],
): string | null {
  if (EMAIL_SHAPED.test(name))
    return `${label} must not look like an e-mail address: people would read it as someone's account.`;
  const reserved = RESERVED_NAMES.find((word) => sameName(word, name));
  if (reserved)
    return `${label} must not read as "${reserved}", which the console shows for itself.`;
  const member = members.find((other) => sameName(other, name));
  if (member)
    return `${label} looks the same as ${member}, another member of this organization: choose a name people can tell apart.`;
  return null;
}
