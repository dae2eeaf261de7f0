// Issue #25 finding 14: a BFF that sends `100 Continue` nobody asked for, before its answer.
// The BFF here is a raw socket server, so the interim heads arrive exactly as written (split,
// repeated, on a reused connection) instead of as node:http would tidy them.
import net from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../app';
import { gatewayFor } from '../test/gateway-support';
import { judgeResponseStart } from './unrequested-continue';

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
const BODY = JSON.stringify({ ok: true });
const OK = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`;
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What the BFF writes for each path, piece by piece (a pause between pieces). */
const ANSWERS: Record<string, string[]> = {
  '/api/v1/continue': [CONTINUE + OK],
  '/api/v1/split': ['HTTP/1.1 10', '0 Continue\r\nX-Trace: 1\r\n', '\r\n', OK],
  '/api/v1/twice': [CONTINUE, 'HTTP/1.0 100 Continue\r\n\r\n' + OK],
  '/api/v1/body-looks-like-continue': [
    `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${CONTINUE.length}\r\n\r\n${CONTINUE}`,
  ],
};

let bff: net.Server;
let gateway: Gateway;
let connections = 0;

beforeAll(async () => {
  bff = net.createServer((socket) => {
    connections += 1;
    let received = '';
    socket.on('data', async (chunk) => {
      received += chunk.toString('latin1');
      let end: number;
      while ((end = received.indexOf('\r\n\r\n')) !== -1) {
        const path = received.slice(0, end).split(' ')[1] ?? '';
        received = received.slice(end + 4);
        for (const piece of ANSWERS[path] ?? [OK]) {
          socket.write(piece);
          await pause();
        }
      }
    });
  });
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  const { port } = bff.address() as net.AddressInfo;
  gateway = gatewayFor({ BFF_URL: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  gateway.close();
  await new Promise((resolve) => bff.close(resolve));
});

describe('finding 14: an unrequested 100 Continue from the BFF', () => {
  it.each(Object.keys(ANSWERS).filter((path) => path !== '/api/v1/body-looks-like-continue'))(
    'answers the final 200 for %s, not a 502',
    async (path) => {
      const res = await request(gateway.handler).get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    },
  );

  it('keeps dropping them on a reused BFF connection, and leaves a body that only looks like one', async () => {
    const before = connections;
    for (let round = 0; round < 3; round += 1) {
      expect((await request(gateway.handler).get('/api/v1/continue')).status).toBe(200);
      const looksLike = await request(gateway.handler).get('/api/v1/body-looks-like-continue');
      expect(looksLike.status).toBe(200);
      expect(looksLike.text).toBe(CONTINUE);
    }
    // One keep-alive socket served all six: no answer cost the gateway its connection.
    expect(connections - before).toBeLessThanOrEqual(1);
  });
});

describe('judgeResponseStart', () => {
  const judge = (text: string) => judgeResponseStart(Buffer.from(text, 'latin1'));

  it('waits while the bytes could still be a 100 head, and passes anything else at once', () => {
    expect(judge('HTTP/1.1 1')).toBe('wait');
    expect(judge('HTTP/1.1 100 Continue\r\n')).toBe('wait');
    expect(judge('HTTP/1.1 200 OK\r\n')).toBe('pass');
    expect(judge('HTTP/1.1 101 Switching')).toBe('pass');
    expect(judge('HTTP/1.1 103 Early Hints\r\n\r\n')).toBe('pass');
    expect(judge('garbage')).toBe('pass');
  });

  it('drops a whole 100 head and keeps what follows it', () => {
    const verdict = judge(`${CONTINUE}HTTP/1.1 204`);
    expect(verdict).toEqual({ keep: Buffer.from('HTTP/1.1 204'), drop: CONTINUE.length });
  });

  it('leaves an endless 100 head to undici rather than buffering it forever', () => {
    expect(judge(`HTTP/1.1 100 Continue\r\nX: ${'a'.repeat(20_000)}`)).toBe('pass');
  });
});
