import { describe, expect, it } from 'vitest';
import { seedUuid } from './seed-ids';

describe('seedUuid', () => {
  it('derives the same UUID v4-shaped id from a label on every seed (tests and docs name them)', () => {
    expect(seedUuid('organization:acme')).toBe('83a4796e-80a5-44ea-9475-d784b2767b04');
    expect(seedUuid('user:acme:7')).toBe('266a18ac-be27-43fc-9280-e11881302255');
    for (const label of ['', 'a', 'pipeline:x', 'user:acme:4999']) {
      expect(seedUuid(label)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
