// Two replicas of the built gateway behind Debian's nginx (round robin, proxy_next_upstream),
// the demo backend as its own process: consecutive requests land on different replicas, and a
// rolling restart (each replica drained by SIGTERM and replaced) under a steady request loop
// loses nothing: no failed request and no 5xx. `npm run bench:replicas` is the full version
// with figures; this asserts the behaviour.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startReplicaSet } from '../../scripts/lib/replica-set';
import type { ReplicaSet } from '../../scripts/lib/replica-set';

const WORKERS = 4;
const MAX_REQUESTS = 20_000;
const MAX_MS = 40_000;

let set: ReplicaSet;
let cookie: string;

beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX} (bash .ci/run installs it)`).toBe(true);
  set = await startReplicaSet({ replicas: 2, drainDelayMs: 300 });
  cookie = await set.signIn('admin@example.com');
});

afterAll(async () => {
  await set?.stop();
});

interface Outcome {
  status: number;
  servedBy: string | null;
  /** The start of the body: a 5xx's own words (the gateway's JSON error, nginx's page). */
  text: string;
}

async function get(path: string): Promise<Outcome> {
  const response = await fetch(`${set.url}${path}`, { headers: { cookie } });
  const text = (await response.text()).slice(0, 160);
  return { status: response.status, servedBy: response.headers.get('x-served-by'), text };
}

describe('replicas behind nginx', () => {
  it('spreads consecutive requests over the replicas, each naming itself in X-Served-By', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await get('/api/v1/organizations'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(
      new Set(['replica-1', 'replica-2']),
    );
    // Round robin: never the same replica twice in a row.
    for (let index = 1; index < answers.length; index += 1)
      expect(answers[index]!.servedBy).not.toBe(answers[index - 1]!.servedBy);
  });

  it('loses no request and answers no 5xx during a rolling restart', async () => {
    const paths = ['/api/v1/organizations', '/', '/auth/me', '/organization/users'];
    const tally = { sent: 0, failed: 0, status5xx: 0 };
    const servedBy = new Set<string>();
    const errors: string[] = [];
    // Each 5xx and each restart, timed from the start: a failure says which answered what, when.
    const started = Date.now();
    const events: string[] = [];
    const at = () => `${Date.now() - started} ms`;
    let restarting = true;
    const deadline = Date.now() + MAX_MS;
    const worker = async (offset: number) => {
      // Bounded: until the restarts are done, MAX_REQUESTS in all or MAX_MS, whichever first.
      for (
        let index = offset;
        restarting && tally.sent < MAX_REQUESTS && Date.now() < deadline;
        index += 1
      ) {
        tally.sent += 1;
        try {
          const path = paths[index % paths.length]!;
          const answer = await get(path);
          if (answer.status >= 500) {
            tally.status5xx += 1;
            events.push(
              `${at()}: ${answer.status} for ${path} from ${answer.servedBy ?? 'nginx'}: ${answer.text}`,
            );
          }
          if (answer.servedBy) servedBy.add(answer.servedBy);
        } catch (error) {
          tally.failed += 1;
          errors.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    // The load runs before the restarts (both first replicas answer it)…
    await expect
      .poll(() => servedBy.has('replica-1') && servedBy.has('replica-2'), { timeout: 10_000 })
      .toBe(true);
    const exits = [];
    for (let index = 0; index < set.replicas.length; index += 1) {
      events.push(`${at()}: restarting replica ${index + 1}`);
      exits.push((await set.restart(index)).exitCode);
      events.push(`${at()}: replica ${index + 1} replaced`);
    }
    // …and after them, until both replacements have answered it.
    await expect
      .poll(() => servedBy.has('replica-3') && servedBy.has('replica-4'), { timeout: 10_000 })
      .toBe(true);
    restarting = false;
    await load;

    expect(exits).toEqual([0, 0]);
    expect(errors).toEqual([]);
    expect(tally, events.join('\n')).toMatchObject({ failed: 0, status5xx: 0 });
    expect(tally.sent).toBeGreaterThan(100);
    // The old replicas and their replacements all answered.
    expect(servedBy).toEqual(new Set(['replica-1', 'replica-2', 'replica-3', 'replica-4']));
  });
});
