import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../seed/seed';
import { client, makeBackend, signIn } from '../../test/demo-backend-support';
import { safeReturnPath } from './return-url';

const { app } = makeBackend();

function setCookies(response: request.Response): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
}

describe('GET /health', () => {
  it('answers ok without a session', async () => {
    const response = await request(app).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('the sign-in page', () => {
  it('is titled "Sign in" with one form per demo account carrying the return address', async () => {
    const response = await request(app)
      .get('/login?returnUrl=%2Forganization%2Fusers%3Fpage%3D2')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.text;
    expect(html).toContain('<title>Sign in</title>');
    expect(html.match(/<form method="post" action="\/login">/g)).toHaveLength(4);
    expect(html.match(/name="returnUrl" value="\/organization\/users\?page=2"/g)).toHaveLength(4);
    for (const [email, name, role] of [
      ['admin@example.com', 'Ada Admin', 'Administrator'],
      ['manager@example.com', 'Max Manager', 'Manager'],
      ['user@example.com', 'Uma User', 'User'],
      ['nobody@example.com', 'Nora Nobody', 'User'],
    ] as const) {
      const button = html.match(
        new RegExp(
          `<button type="submit">((?:(?!</button>).)*${email.replace('.', '\\.')}(?:(?!</button>).)*)</button>`,
        ),
      )?.[1];
      expect(button, email).toBeDefined();
      const text = button!.replace(/<[^>]+>/g, '');
      expect(text).toContain(name);
      expect(text).toContain(role);
    }
  });

  it('has no inline script or style, and a strict CSP of its own', async () => {
    const response = await request(app).get('/login').expect(200);
    expect(response.text).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    const css = await request(app).get('/login/style.css').expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it("names the console's icon, so the browser asks for no missing /favicon.ico", async () => {
    const response = await request(app).get('/login').expect(200);
    expect(response.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('escapes and refuses a hostile returnUrl in the page itself', async () => {
    const response = await request(app)
      .get('/login?returnUrl=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
      .expect(200);
    expect(response.text).not.toContain('<script>');
    expect(response.text).toContain('name="returnUrl" value="/"');
  });
});

describe('POST /login', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie and answers 303 to the return path', async () => {
    const response = await request(app)
      .post('/login')
      .type('form')
      .send({ email: 'admin@example.com', returnUrl: '/profile?x=1' })
      .expect(303);
    expect(response.headers.location).toBe('/profile?x=1');
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^demo_session=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure when the gateway says the request came over https', async () => {
    const response = await request(app)
      .post('/login')
      .set('X-Forwarded-Proto', 'https')
      .type('form')
      .send({ email: 'admin@example.com', returnUrl: '/' })
      .expect(303);
    expect(setCookies(response)[0]).toMatch(/Secure/);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '',
  ])('sends returnUrl %j to / instead', async (returnUrl) => {
    const response = await request(app)
      .post('/login')
      .type('form')
      .send({ email: 'user@example.com', returnUrl })
      .expect(303);
    expect(response.headers.location).toBe('/');
  });

  it('answers 400 with a page for an unknown account and sets no cookie', async () => {
    const response = await request(app)
      .post('/login')
      .type('form')
      .send({ email: 'mallory@example.com', returnUrl: '/' })
      .expect(400);
    expect(response.text).toContain('not one of the demo accounts');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths and refuses everything else', () => {
    expect(safeReturnPath('/profile?x=1')).toBe('/profile?x=1');
    expect(safeReturnPath('/global/organizations#top')).toBe('/global/organizations#top');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '/a\nb',
      '/\u0000',
      undefined,
      ['/a'],
    ]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});

describe('identity', () => {
  let cookies: Record<string, string>;
  beforeAll(async () => {
    cookies = {
      admin: await signIn(app, 'admin'),
      manager: await signIn(app, 'manager'),
      nobody: await signIn(app, 'nobody'),
    };
  });

  it('GET /auth/me and /auth/roles are 401 JSON when signed out', async () => {
    for (const path of ['/auth/me', '/auth/roles']) {
      const response = await request(app).get(path).expect(401);
      expect(response.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
  });

  it('GET /auth/me returns sub, name, email and organizationId', async () => {
    const response = await client(app, cookies.admin).get('/auth/me').expect(200);
    expect(response.body).toEqual({
      sub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Admin',
      email: 'admin@example.com',
      organizationId: SEED_IDS.acme,
    });
    const nobody = await client(app, cookies.nobody).get('/auth/me').expect(200);
    expect(nobody.body.name).toBe('Nora Nobody');
    expect(nobody.body).not.toHaveProperty('organizationId');
  });

  it('GET /auth/roles returns the roles', async () => {
    expect((await client(app, cookies.admin).get('/auth/roles').expect(200)).body).toEqual({
      roles: ['Administrator'],
    });
    expect((await client(app, cookies.manager).get('/auth/roles').expect(200)).body).toEqual({
      roles: ['Manager'],
    });
  });

  it('ignores a forged session cookie', async () => {
    await client(app, 'demo_session=forged').get('/auth/me').expect(401);
  });
});

describe('POST /logout', () => {
  it('needs X-CSRF: 1', async () => {
    const cookie = await signIn(app, 'user');
    const response = await request(app).post('/logout').set('Cookie', cookie).expect(403);
    expect(response.body.error).toBe('csrf');
    await client(app, cookie).get('/auth/me').expect(200);
  });

  it('ends the session and clears the cookie', async () => {
    const cookie = await signIn(app, 'user');
    const response = await client(app, cookie).send('post', '/logout').expect(204);
    expect(setCookies(response)[0]).toMatch(/^demo_session=;.*Expires=Thu, 01 Jan 1970/);
    await client(app, cookie).get('/auth/me').expect(401);
  });

  it('is harmless when signed out', async () => {
    await client(app).send('post', '/logout').expect(204);
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404', async () => {
    const response = await request(app).get('/nothing/here').expect(404);
    expect(response.body).toEqual({
      error: 'not_found',
      message: 'No such endpoint: GET /nothing/here',
    });
    const cookie = await signIn(app, 'admin');
    const api = await client(app, cookie).get('/api/v1/unknown').expect(404);
    expect(api.body.error).toBe('not_found');
  });

  it('do not expose the test switches unless asked to', async () => {
    await request(app).post('/__demo/reset').expect(404);
  });
});
