import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_REFUSED_MESSAGE,
  ENDPOINT_REQUIRED_MESSAGE,
  ENDPOINT_SPACES_MESSAGE,
  INVALID_JSON_MESSAGE,
  buildQueryString,
  emptyDraft,
  emptyQueryParams,
  endpointProblem,
  parseRequestBody,
  prepareRequest,
  type ExplorerDraft,
} from './explorer-request';

const params = (values: Partial<ReturnType<typeof emptyQueryParams>>) => ({
  ...emptyQueryParams(),
  ...values,
});

describe('buildQueryString', () => {
  it('is empty when no parameter is filled', () => {
    expect(buildQueryString('GET', emptyQueryParams())).toBe('');
  });

  it('adds only the non-empty parameters, in the form order', () => {
    expect(buildQueryString('GET', params({ offset: '20', name: 'Fire', id: '   ' }))).toBe(
      '?name=Fire&offset=20',
    );
  });

  it('encodes values so they cannot break out of their parameter', () => {
    expect(buildQueryString('GET', params({ name: 'A&B =C/ü#x', skipToken: 'tok?en+1%' }))).toBe(
      '?name=A%26B%20%3DC%2F%C3%BC%23x&skipToken=tok%3Fen%2B1%25',
    );
  });

  it('trims values before sending them', () => {
    expect(buildQueryString('GET', params({ stateOrProvince: '  CA ' }))).toBe(
      '?stateOrProvince=CA',
    );
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('adds nothing for %s', (method) => {
    expect(buildQueryString(method, params({ name: 'x', offset: '20' }))).toBe('');
  });
});

describe('endpointProblem', () => {
  it.each(['/api/v1/organizations', '/health', '/auth/me', '/api/v1/agencies?name=a', '/x%2F%2Fy'])(
    'accepts the relative path %s',
    (endpoint) => {
      expect(endpointProblem(endpoint)).toBeNull();
    },
  );

  it('asks for an endpoint when blank', () => {
    expect(endpointProblem('   ')).toBe(ENDPOINT_REQUIRED_MESSAGE);
  });

  it.each([
    'https://evil.example/api',
    'http://127.0.0.1:8080/api/v1/organizations',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    '//evil.example/api',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'api/v1/organizations',
    'evil.example/api',
    '?q=1',
  ])('refuses %s', (endpoint) => {
    expect(endpointProblem(endpoint)).toBe(ENDPOINT_REFUSED_MESSAGE);
  });

  it.each(['/\t/evil.example', '/\n/evil.example', '/api v1', '/a\u0000b'])(
    'refuses whitespace and control characters (%j)',
    (endpoint) => {
      expect(endpointProblem(endpoint)).toBe(ENDPOINT_SPACES_MESSAGE);
    },
  );

  it('ignores surrounding spaces', () => {
    expect(endpointProblem('  /health  ')).toBeNull();
    expect(endpointProblem('  //evil.example')).toBe(ENDPOINT_REFUSED_MESSAGE);
  });
});

describe('parseRequestBody', () => {
  it('sends no body for GET whatever the box holds', () => {
    expect(parseRequestBody('GET', '{not json')).toEqual({ ok: true });
  });

  it('sends no body when the box is blank', () => {
    expect(parseRequestBody('POST', '  \n ')).toEqual({ ok: true });
  });

  it('accepts valid JSON and sends it compact', () => {
    expect(parseRequestBody('PATCH', '{\n  "name": "Acme",\n  "n": [1, 2]\n}')).toEqual({
      ok: true,
      body: { name: 'Acme', n: [1, 2] },
      bodyText: '{"name":"Acme","n":[1,2]}',
    });
  });

  it.each(['{name: "x"}', "{'a': 1}", '{"a": 1,}', 'undefined', '{"a":'])(
    'refuses %s with the spec message',
    (text) => {
      const result = parseRequestBody('POST', text);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(
        /^Invalid JSON in request body at line 1, column \d+$/,
      );
    },
  );

  it('says on which line and column the JSON stops (issue #34 item 9)', () => {
    expect(parseRequestBody('POST', '{\n  "a": 1,\n  b: 2\n}')).toEqual({
      ok: false,
      error: `${INVALID_JSON_MESSAGE} at line 3, column 3`,
    });
    expect(parseRequestBody('POST', '{"a": ')).toEqual({
      ok: false,
      error: `${INVALID_JSON_MESSAGE} at line 1, column 7`,
    });
  });
});

describe('prepareRequest', () => {
  const draft = (values: Partial<ExplorerDraft>): ExplorerDraft => ({ ...emptyDraft(), ...values });

  it('builds the relative path with the query string for GET', () => {
    expect(
      prepareRequest(draft({ endpoint: ' /api/v1/agencies ', params: params({ name: 'Fire' }) })),
    ).toEqual({ ok: true, request: { method: 'GET', path: '/api/v1/agencies?name=Fire' } });
  });

  it('appends to a query string typed into the endpoint', () => {
    const result = prepareRequest(
      draft({ endpoint: '/api/v1/agencies?searchType=any', params: params({ name: 'a b' }) }),
    );
    expect(result.ok && result.request.path).toBe('/api/v1/agencies?searchType=any&name=a%20b');
  });

  it('keeps the parameters off non-GET requests and carries the body', () => {
    expect(
      prepareRequest(
        draft({
          method: 'POST',
          endpoint: '/api/v1/organizations',
          params: params({ name: 'ignored' }),
          body: '{"name":"Acme"}',
        }),
      ),
    ).toEqual({
      ok: true,
      request: {
        method: 'POST',
        path: '/api/v1/organizations',
        body: { name: 'Acme' },
        bodyText: '{"name":"Acme"}',
      },
    });
  });

  it('reports the endpoint before the body', () => {
    expect(prepareRequest(draft({ method: 'POST', endpoint: '//x.example', body: '{' }))).toEqual({
      ok: false,
      field: 'endpoint',
      error: ENDPOINT_REFUSED_MESSAGE,
    });
  });

  it('reports invalid JSON', () => {
    expect(prepareRequest(draft({ method: 'PUT', endpoint: '/api/v1/x', body: '{' }))).toEqual({
      ok: false,
      field: 'body',
      error: `${INVALID_JSON_MESSAGE} at line 1, column 2`,
    });
  });
});
