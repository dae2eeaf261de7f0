// 'Copy as cURL': the request the explorer sent, as a POSIX shell command. The session cookie
// is never part of it (the browser holds it HttpOnly, and a copied command must not leak it).

export interface CurlInput {
  /** The page's origin, e.g. location.origin; the relative path is made absolute with it. */
  origin: string;
  method: string;
  /** Relative path with query string, as sent. */
  path: string;
  headers: Readonly<Record<string, string>>;
  bodyText?: string;
}

/** Single-quotes a value for sh/bash/zsh: a ' inside becomes '\'' (close, escaped quote, reopen). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

const NEVER_COPIED = new Set(['cookie', 'cookie2', 'authorization']);

export function toCurlCommand(input: CurlInput): string {
  const url = new URL(input.path, input.origin).toString();
  const parts = [`curl -X ${input.method} ${shellQuote(url)}`];
  for (const [name, value] of Object.entries(input.headers)) {
    if (NEVER_COPIED.has(name.toLowerCase())) continue;
    parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (input.bodyText !== undefined) parts.push(`--data-raw ${shellQuote(input.bodyText)}`);
  return parts.join(' \\\n  ');
}
