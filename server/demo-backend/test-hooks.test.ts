import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_IDS } from './seed/seed';
import { client, makeBackend, signIn } from '../test/demo-backend-support';

const { app } = makeBackend({ faults: true });
const ORGS = '/api/v1/organizations';

beforeEach(async () => {
  await request(app).delete('/__demo/faults').expect(204);
});

describe('fault switches', () => {
  it('answer a chosen status and body once, then the real API again', async () => {
    const admin = client(app, await signIn(app, 'admin'));
    const created = await request(app)
      .post('/__demo/faults')
      .send({
        path: `${ORGS}/*/users`,
        method: 'get',
        status: 503,
        body: { error: 'down', message: 'Try later' },
        once: true,
      })
      .expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), method: 'GET', hits: 0 });
    expect((await admin.get(`${ORGS}/${SEED_IDS.acme}/users`).expect(503)).body).toEqual({
      error: 'down',
      message: 'Try later',
    });
    await admin.get(`${ORGS}/${SEED_IDS.acme}/users`).expect(200);
    expect((await request(app).get('/__demo/faults').expect(200)).body).toEqual([]);
  });

  it('apply to every method unless one is named, and can send text', async () => {
    await request(app)
      .post('/__demo/faults')
      .send({ path: '/auth/me', status: 500, body: 'boom' })
      .expect(201);
    const response = await request(app).get('/auth/me').expect(500);
    expect(response.text).toBe('boom');
    const listed = (await request(app).get('/api/v1/__demo/faults').expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ path: '/auth/me', hits: 1 })]);
    await request(app).delete(`/__demo/faults/${listed[0].id}`).expect(204);
    await request(app).get('/auth/me').expect(401);
  });

  it('send a text body with a chosen content type (an HTML error page, broken JSON)', async () => {
    const page = '<!doctype html><title>502</title><h1>Bad Gateway</h1>';
    await request(app)
      .post('/__demo/faults')
      .send({ path: '/health', status: 502, body: page, contentType: 'text/html', once: true })
      .expect(201);
    const html = await request(app).get('/health').expect(502);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.text).toBe(page);
    await request(app)
      .post('/__demo/faults')
      .send({ path: '/health', status: 200, body: '{"status":', contentType: 'application/json' })
      .expect(201);
    const broken = await request(app)
      .get('/health')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(broken.headers['content-type']).toMatch(/^application\/json/);
    expect(broken.body).toBe('{"status":');
    const refused = await request(app)
      .post('/__demo/faults')
      .send({ path: '/x', status: 500, body: 'x', contentType: 'html\r\nX: 1' })
      .expect(400);
    expect(refused.body.message).toMatch(/contentType/);
  });

  it('delay a response, and can reset the connection', async () => {
    await request(app)
      .post('/__demo/faults')
      .send({ path: '/health', delayMs: 150, once: true })
      .expect(201);
    const started = Date.now();
    await request(app).get('/health').expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await request(app)
      .post('/__demo/faults')
      .send({ path: '/health', destroy: true, once: true })
      .expect(201);
    await expect(request(app).get('/health')).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('refuse a bad switch with a 400 naming the field', async () => {
    expect(
      (await request(app).post('/__demo/faults').send({ status: 500 }).expect(400)).body.message,
    ).toMatch(/path/);
    expect(
      (await request(app).post('/__demo/faults').send({ path: '/x', status: 42 }).expect(400)).body
        .message,
    ).toMatch(/status/);
  });
});

describe('session expiry and reset', () => {
  it("expires an account's sessions server-side, so the next call is a 401", async () => {
    const [user, admin] = [await signIn(app, 'user'), await signIn(app, 'admin')];
    const expired = await request(app)
      .post('/__demo/sessions/expire')
      .send({ email: 'user@example.com' })
      .expect(200);
    expect(expired.body.expired).toBeGreaterThanOrEqual(1);
    await client(app, user).get(`${ORGS}/${SEED_IDS.acme}`).expect(401);
    await client(app, admin).get(`${ORGS}/${SEED_IDS.acme}`).expect(200);
  });

  it('reseeds the data but keeps people signed in', async () => {
    const admin = client(app, await signIn(app, 'admin'));
    await admin.send('delete', `${ORGS}/${SEED_IDS.globex}`).expect(204);
    await request(app).post('/__demo/reset').expect(200);
    await admin.get(`${ORGS}/${SEED_IDS.globex}`).expect(200);
  });
});
