// How the response panel shows a response: pretty JSON when the body parses as JSON (whatever
// the content type claims), else the plain text; the status line and the spec's error line.

export type ResponseBody =
  { kind: 'json'; text: string } | { kind: 'text'; text: string } | { kind: 'empty' };

export function formatResponseBody(raw: string): ResponseBody {
  if (!raw.trim()) return { kind: 'empty' };
  try {
    return { kind: 'json', text: JSON.stringify(JSON.parse(raw), null, 2) };
  } catch {
    return { kind: 'text', text: raw };
  }
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** SPEC §8: 'HTTP {status}: {statusText}' for a non-2xx answer, else null. */
export function httpErrorLine(status: number, statusText: string): string | null {
  return isSuccessStatus(status) ? null : `HTTP ${status}: ${statusText}`;
}
