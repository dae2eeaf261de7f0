import { describe, expect, it } from 'vitest';
import { errorText } from '../../lib/api-client';
import { removeUserErrorMessage } from './remove-user-error';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('removeUserErrorMessage', () => {
  it.each([404, 405, 501])('explains a backend without the call (%i)', (status) => {
    expect(removeUserErrorMessage(failure(status, 'Not Found'))).toBe(
      'Remove user functionality is not yet implemented in the API',
    );
  });

  it('shows the spec message for other failures', () => {
    expect(removeUserErrorMessage(failure(500, 'HTTP 500: Internal Server Error'))).toBe(
      'Failed to remove user: HTTP 500: Internal Server Error',
    );
    expect(removeUserErrorMessage(failure(0, 'Network error'))).toBe(
      'Failed to remove user: Network error',
    );
  });

  it('reads the message of plain objects and values', () => {
    expect(errorText({ message: 'x' })).toBe('x');
    expect(errorText('y')).toBe('y');
  });
});
