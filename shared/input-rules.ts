// The input rules both sides apply, each in exactly one place: the client's forms show these
// messages beside the field, and the demo backend answers 400 with the same words. Limits come
// from the standards where there is one (RFC 5321 for e-mail, RFC 1035 for host names).
import { SESSION_TIMEOUT_MAX, SESSION_TIMEOUT_MIN } from './constants';
import { looksAlike } from './name-skeleton';

/** Organization and user names. */
export const NAME_MAX_LENGTH = 200;
/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 1035: a host name is at most 253 characters in text form. */
export const DOMAIN_MAX_LENGTH = 253;
/** Notes and descriptions. */
export const NOTES_MAX_LENGTH = 2_000;
/** Web addresses (webhook, logo): what every browser and proxy handles. */
export const URL_MAX_LENGTH = 2_048;

// Characters that change how a name looks or reads without being seen: format characters
// (zero-width spaces and joiners, bidi embeddings, overrides and isolates, the BOM, soft
// hyphen, tag characters), lone surrogates, control characters other than plain whitespace,
// and the blank "letters" (Hangul fillers, braille blank, Khmer inherent vowels).
const HIDDEN_CHARACTERS =
  /[\p{Cf}\p{Cs}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|(?![\t\n\v\f\r])\p{Cc}/u;

/** Whether text holds bidi-control or invisible characters (a name that could impersonate). */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text);
}

/** NFC, trimmed, inner whitespace runs as one space: the form names are stored and compared in. */
export function normalizeName(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Two names that the console would show alike count as the same name (any case, look-alike
 * letters, presentation marks: name-skeleton.ts). */
export function sameName(a: string, b: string): boolean {
  return looksAlike(normalizeName(a), normalizeName(b));
}

// Variation selectors change only how a character is drawn ("Acme Corporation\uFE0F" looks
// like the real one); more than a few marks stacked on one letter draw over its neighbours.
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
export const MAX_MARKS_PER_CHARACTER = 3;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_CHARACTER + 1},}`, 'u');

/** null when a (non-blank) name is usable, else the message naming `label`. */
export function nameProblem(label: string, text: string): string | null {
  if (hasHiddenCharacters(text))
    return `${label} must not contain invisible or text-direction characters.`;
  if (VARIATION_SELECTOR.test(text))
    return `${label} must not contain variation selectors (characters that only change how the one before is drawn).`;
  if (STACKED_MARKS.test(text.normalize('NFD')))
    return `${label} must not stack more than ${MAX_MARKS_PER_CHARACTER} accents or marks on one character.`;
  const length = [...normalizeName(text)].length;
  if (length > NAME_MAX_LENGTH)
    return `${label} must be at most ${NAME_MAX_LENGTH} characters (it has ${length}).`;
  return null;
}

/** null when text fits `max` characters, else the message naming `label`. */
export function lengthProblem(label: string, text: string, max: number): string | null {
  const length = [...text].length;
  return length > max ? `${label} must be at most ${max} characters (it has ${length}).` : null;
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** A fully qualified host name such as example.com (case-insensitive, no trailing dot). */
export function isDomainName(value: string): boolean {
  const domain = value.trim().toLowerCase();
  return domain.length <= DOMAIN_MAX_LENGTH && HOST_NAME.test(domain);
}

/** null when `value` is a domain name, else the message naming `label` with an example. */
export function domainProblem(
  label: string,
  value: string,
  example = 'example.com',
): string | null {
  if (value.trim().length > DOMAIN_MAX_LENGTH)
    return `${label} must be at most ${DOMAIN_MAX_LENGTH} characters.`;
  return isDomainName(value) ? null : `${label} must be a domain name such as ${example}.`;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** #rgb or #rrggbb, nothing else (a colour ends up in a style attribute). */
export function isHexColor(text: string): boolean {
  return HEX_COLOR.test(text.trim());
}

export function isSessionTimeout(minutes: number): boolean {
  return (
    Number.isInteger(minutes) && minutes >= SESSION_TIMEOUT_MIN && minutes <= SESSION_TIMEOUT_MAX
  );
}
