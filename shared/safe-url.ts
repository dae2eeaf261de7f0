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
