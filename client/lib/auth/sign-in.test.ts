import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in';

describe('signInHref', () => {
  it('returns to the current path and search by default', () => {
    window.history.replaceState(null, '', '/organization/users?q=ann&sort=name.asc');
    expect(signInHref()).toBe(
      '/login?returnUrl=%2Forganization%2Fusers%3Fq%3Dann%26sort%3Dname.asc',
    );
  });

  it('takes an explicit address', () => {
    expect(signInHref('/profile')).toBe('/login?returnUrl=%2Fprofile');
  });
});
