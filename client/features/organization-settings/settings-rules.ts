// The field rules of the settings form (SPEC §5 and §9), each a pure function returning null
// when the value is usable or the message to show beside the field.
import { DEFAULT_PRIMARY_COLOR, SESSION_TIMEOUT_MAX, SESSION_TIMEOUT_MIN } from '@shared/constants';
import {
  URL_MAX_LENGTH,
  domainProblem,
  isHexColor,
  isSessionTimeout,
  lengthProblem,
  nameProblem,
} from '@shared/input-rules';
import { isSafeHttpUrl, isStorableHttpUrl } from '@shared/safe-url';

/** SPEC §5's text for an organization's name (the General tab renames the organization). */
export const NAME_REQUIRED_MESSAGE = 'Organization name is required';

export function organizationNameError(name: string): string | null {
  return name.trim() ? nameProblem('Organization name', name) : NAME_REQUIRED_MESSAGE;
}

const RANGE_TEXT = `${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes`;

/** Whole minutes typed as text (a number input hands over text), or null when not a whole number. */
export function parseSessionTimeout(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function sessionTimeoutError(text: string): string | null {
  if (!text.trim()) return `Session timeout is required: enter a value between ${RANGE_TEXT}.`;
  const minutes = parseSessionTimeout(text);
  if (minutes === null) return `Session timeout must be a whole number between ${RANGE_TEXT}.`;
  if (!isSessionTimeout(minutes)) {
    return `Session timeout must be between ${RANGE_TEXT} (you entered ${minutes}).`;
  }
  return null;
}

export function hexColorError(text: string): string | null {
  if (!text.trim())
    return `Primary color is required: enter a hex color such as ${DEFAULT_PRIMARY_COLOR}.`;
  return isHexColor(text)
    ? null
    : `Primary color must be a hex color such as ${DEFAULT_PRIMARY_COLOR}.`;
}

/**
 * The value for <input type=color>, which only takes lower-case #rrggbb: a short #rgb is
 * expanded, and anything invalid shows the default while the text field holds the error.
 */
export function toPickerColor(text: string): string {
  const value = text.trim().toLowerCase();
  if (!isHexColor(value)) return DEFAULT_PRIMARY_COLOR.toLowerCase();
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return value;
}

/** An optional web address: empty is fine, otherwise only http(s) (DESIGN.md resolution 8). */
export function httpUrlError(label: string, text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (isStorableHttpUrl(value)) return lengthProblem(label, value, URL_MAX_LENGTH);
  if (isSafeHttpUrl(value))
    return `${label} must not hold a user name, password, backslash or #fragment.`;
  return `${label} must be a web address starting with http:// or https://.`;
}

/** An optional host name such as login.example.com (the rule the backend applies too). */
export function customDomainError(text: string): string | null {
  const value = text.trim();
  return value ? domainProblem('Custom domain', value, 'login.example.com') : null;
}
