// What the gateway logs of a BFF's failed answer passes through here first: a stack trace
// or an error page often quotes the request's cookies, a connection string or a key.

/** Cookies, tokens, passwords (also as JSON members), URL credentials and PEM private keys out of a text. */
export function redactSecrets(text: string): string {
  return (
    text
      // A PEM private key, also one the 2,000-character log excerpt cut before its END line.
      .replace(
        /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g,
        '[redacted private key]',
      )
      // Credentials in a URL: postgres://user:password@host, https://token@host.
      .replace(/\b([a-z][\w+.-]*:\/\/)[^\s/?#@"'<>]+@/gi, '$1[redacted]@')
      .replace(/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]')
      .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted]')
      // name=value, name: value, and JSON's "name": "value" (the quote closing the name).
      .replace(
        /\b((?:set-)?cookie|authorization|[\w-]*(?:token|secret|session|password|passwd|pwd|sid|key)[\w-]*)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s;,&"'}]+)/gi,
        '$1$2[redacted]',
      )
  );
}
