import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote, toCurlCommand } from './curl-command';

const headers = { 'Content-Type': 'application/json', 'X-CSRF': '1' };

describe('toCurlCommand', () => {
  it('makes the relative path absolute with the page origin', () => {
    expect(
      toCurlCommand({
        origin: 'http://127.0.0.1:8080',
        method: 'GET',
        path: '/api/v1/agencies?name=Fire%20Dept',
        headers,
      }),
    ).toBe(
      [
        "curl -X GET 'http://127.0.0.1:8080/api/v1/agencies?name=Fire%20Dept'",
        "-H 'Content-Type: application/json'",
        "-H 'X-CSRF: 1'",
      ].join(' \\\n  '),
    );
  });

  it("escapes single quotes in the body as '\\''", () => {
    const text = toCurlCommand({
      origin: 'https://portal.example',
      method: 'POST',
      path: '/api/v1/organizations',
      headers,
      bodyText: `{"name":"O'Brien's"}`,
    });
    expect(text).toContain(`--data-raw '{"name":"O'\\''Brien'\\''s"}'`);
    expect(text.startsWith("curl -X POST 'https://portal.example/api/v1/organizations'")).toBe(
      true,
    );
  });

  it('never copies cookies or credentials headers', () => {
    const text = toCurlCommand({
      origin: 'https://portal.example',
      method: 'DELETE',
      path: '/api/v1/x',
      headers: { ...headers, Cookie: 'session=secret', authorization: 'Bearer t' },
    });
    expect(text).not.toMatch(/cookie|secret|authorization|Bearer/i);
    expect(text).toContain("-H 'X-CSRF: 1'");
  });

  it('quotes so that a POSIX shell reads back the exact value', () => {
    const tricky = `it's "quoted" $HOME \`x\` \\ '' end'`;
    const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(tricky)}`]).toString();
    expect(echoed).toBe(tricky);
  });
});
