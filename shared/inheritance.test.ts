import { describe, expect, it } from 'vitest';
import { floorRefusal, loosensFloor, stricterFloor, tighten } from './inheritance';

const acme = { organizationId: 'a', organizationName: 'Acme Corporation' };

describe('floors: a child may tighten, never loosen (DESIGN resolution 23)', () => {
  it('orders each floor field its own way', () => {
    expect(loosensFloor('security.requireMfa', false, true)).toBe(true);
    expect(loosensFloor('security.requireMfa', true, true)).toBe(false);
    expect(loosensFloor('security.sessionTimeout', 121, 120)).toBe(true);
    expect(loosensFloor('security.sessionTimeout', 30, 120)).toBe(false);
    expect(loosensFloor('security.passwordPolicy', 'basic', 'standard')).toBe(true);
    expect(loosensFloor('security.passwordPolicy', 'strict', 'standard')).toBe(false);
    expect(loosensFloor('security.passwordPolicy', 'basic', null)).toBe(false);
  });

  it('tightens a value to its floor, and picks the stricter of two floors (the first on a tie)', () => {
    expect(tighten('security.sessionTimeout', 600, 120)).toBe(120);
    expect(tighten('security.passwordPolicy', 'strict', 'standard')).toBe('strict');
    expect(stricterFloor('security.sessionTimeout', 120, 60)).toBe('b');
    expect(stricterFloor('security.sessionTimeout', 60, 60)).toBe('a');
    expect(stricterFloor('security.requireMfa', undefined, true)).toBe('b');
  });

  it('says the first floor a save loosens, in the words the backend answers', () => {
    const floors = {
      'security.sessionTimeout': { value: 120, ...acme },
      'security.passwordPolicy': { value: 'standard', ...acme },
    };
    expect(floorRefusal({ sessionTimeout: 90, passwordPolicy: 'strict' }, floors)).toBeNull();
    expect(floorRefusal({ sessionTimeout: null, passwordPolicy: 'basic' }, floors)).toBe(
      'Password policy must be standard or stricter: a floor set by Acme Corporation',
    );
  });
});
