// The one line a person starting the console reads: where to open it and how to sign in. The
// JSON logs around it are for machines; production prints only those.

/** The address to type into a browser: a wildcard listen address is reached as localhost. */
export function browserUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** 'Admin Portal on http://localhost:8080 (demo backend; sign in as admin@example.com)'. */
export function startLine(
  host: string,
  port: number,
  bffUrl: URL | undefined,
  demo: boolean,
): string {
  const where = demo
    ? 'demo backend; sign in as admin@example.com'
    : `BFF ${bffUrl?.origin ?? 'unset'}`;
  return `Admin Portal on ${browserUrl(host, port)} (${where})`;
}
