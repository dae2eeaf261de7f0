import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFUSABLES_FILE, confusablesSource } from './generate-confusables';

describe('shared/confusables.ts', () => {
  it('is what the generator writes from the pinned Unicode data (regenerate, never edit)', () => {
    expect(readFileSync(CONFUSABLES_FILE, 'utf8')).toBe(confusablesSource());
  });

  it('names its source and the Unicode version', () => {
    expect(confusablesSource()).toMatch(
      /Unicode confusables\.txt\n\/\/ 13\.0\.0 \(UTS #39 security data\).*unhomoglyph 1\.0\.6\./,
    );
  });
});
