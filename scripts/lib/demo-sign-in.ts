// The benchmarks' sign-in: the demo backend's sign-in form (through the gateway, or a load
// balancer in front of it), answered with the session cookie to send with later requests.

/** POST /login as `email`; resolves with `demo_session=…` (throws when no session came). */
export async function signInToDemo(url: string, email = 'admin@example.com'): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ email, returnUrl: '/' }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('demo_session='));
  if (response.status !== 303 || !cookie)
    throw new Error(`sign-in as ${email} gave no session (HTTP ${response.status})`);
  return cookie.split(';')[0]!;
}

/**
 * `count` sessions of one account, as `count` tabs of different people would hold them: the
 * gateway bounds streams and requests per session (BFF_MAX_STREAMS_PER_USER).
 */
export async function signInSessions(
  signIn: () => Promise<string>,
  count: number,
): Promise<string[]> {
  const sessions: string[] = [];
  while (sessions.length < count) {
    const batch = Math.min(10, count - sessions.length);
    sessions.push(...(await Promise.all(Array.from({ length: batch }, signIn))));
  }
  return sessions;
}
