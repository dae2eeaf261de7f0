import { describe, expect, it } from 'vitest';
import { formatResponseBody, httpErrorLine, isSuccessStatus } from './response-view';

describe('formatResponseBody', () => {
  it('pretty-prints JSON with two spaces', () => {
    expect(formatResponseBody('{"a":1,"b":[true,null]}')).toEqual({
      kind: 'json',
      text: '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}',
    });
  });

  it('shows a body that is not JSON as plain text, unchanged', () => {
    expect(formatResponseBody('<h1>Bad Gateway</h1>\n')).toEqual({
      kind: 'text',
      text: '<h1>Bad Gateway</h1>\n',
    });
  });

  it('knows an empty body', () => {
    expect(formatResponseBody('')).toEqual({ kind: 'empty' });
    expect(formatResponseBody('  \n')).toEqual({ kind: 'empty' });
  });
});

describe('status', () => {
  it.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [301, false],
    [404, false],
    [500, false],
    [0, false],
  ])('%i is a success: %s', (status, expected) => {
    expect(isSuccessStatus(status)).toBe(expected);
  });

  it("writes the spec's error line for non-2xx only", () => {
    expect(httpErrorLine(404, 'Not Found')).toBe('HTTP 404: Not Found');
    expect(httpErrorLine(201, 'Created')).toBeNull();
  });
});
