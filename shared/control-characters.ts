// Control characters in text from a URL, a header or a backend, found by char code: a regex
// of control escapes reads like a typo (ESLint's no-control-regex), this says what it means.

/** True when `text` holds a C0 control character (U+0000–U+001F) or DEL (U+007F). */
export function hasAsciiControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
