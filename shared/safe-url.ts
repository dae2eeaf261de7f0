import { hasAsciiControl } from './control-characters';

// DESIGN.md resolution 8: a backend-supplied URL becomes a link or image only when it is
// plain http or https. Browsers strip tabs/newlines and leading spaces before reading a
// scheme, so anything unusual about the text is refused rather than normalised.
export function isSafeHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (/\s/.test(value) || hasAsciiControl(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'http:' || url.protocol === 'https:';
}

// What a stored address (webhook, logo) may look like: `http://` or `https://` written out,
// then a host, with no user name or password in it, no `#fragment` and no backslash. The URL
// parser also reads `https:u:p@host`, `https:/u:p@host` and `https:\\u:p@host` as addresses
// with credentials; refusing them here keeps secrets out of stored settings and the record.
const PLAIN_AUTHORITY = /^https?:\/\/[^/\\?#@]+(?:[/?]|$)/i;

/** An http(s) address fit to store: isSafeHttpUrl, written plainly, without credentials. */
export function isStorableHttpUrl(value: unknown): value is string {
  if (!isSafeHttpUrl(value) || !PLAIN_AUTHORITY.test(value)) return false;
  if (/[\\#]/.test(value)) return false;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}
