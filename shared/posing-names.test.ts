import { describe, expect, it } from 'vitest';
import { posingNameProblem } from './posing-names';

const members = ['Ada Admin', 'Max Manager'];

describe('posingNameProblem (DESIGN resolution 22)', () => {
  it.each([
    ['Ada Admin', /looks the same as Ada Admin, another member/],
    ['ada  admin', /looks the same as Ada Admin/],
    ['\u0410da Admin', /looks the same as Ada Admin/],
    ['Administrator', /must not read as "Administrator"/],
    ['provisioner', /must not read as "Provisioner"/],
    ['System', /must not read as "System"/],
    ['admin@example.com', /must not look like an e-mail address/],
  ])('refuses %s', (name, message) => {
    expect(posingNameProblem('Name', name, members)).toMatch(message);
  });

  it('accepts a name of its own, and the person keeping their own name', () => {
    expect(posingNameProblem('Name', 'Uma Userton', members)).toBeNull();
    expect(posingNameProblem('Name', 'Ada Admin', ['Max Manager'])).toBeNull();
  });
});
