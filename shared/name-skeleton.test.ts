import { nameProblem, sameName } from './input-rules';
import { lookalikeNames, nameSkeleton } from './name-skeleton';

describe('look-alike names (#25 item 7)', () => {
  it('meet in one skeleton: Cyrillic and Greek letters, variation selectors, case, width', () => {
    const real = 'Acme Corporation';
    for (const fake of [
      'Acme Corporation\uFE0F',
      'Acme Corporation\u{E0100}',
      '\u0410cme Corporation', // Cyrillic А
      'Acme C\u043Erp\u043Er\u0430ti\u043En', // Cyrillic о and а
      'Acme \u0421orporation', // Cyrillic С
      '\u0391cme Corporation', // Greek Α
      'ＡＣＭＥ corporation', // fullwidth
      'acme  CORPORATION',
    ])
      expect(sameName(real, fake), JSON.stringify(fake)).toBe(true);
  });

  it('meet in one skeleton from Unicode confusables: digits drawn like letters, l and I, rn and m', () => {
    expect(sameName('Michael', 'Michae1')).toBe(true);
    expect(sameName('Michael', 'MichaeI')).toBe(true);
    expect(sameName('Ian Smith', 'lan Smith')).toBe(true);
    expect(sameName('Modern Corp', 'rnodern Corp')).toBe(true);
    expect(sameName('Modern Corp', 'Modem Corp')).toBe(true);
    expect(sameName('Acme 0ne', 'Acme One')).toBe(true);
    expect(sameName('O’Brien Ltd', "O'Brien Ltd")).toBe(true);
    expect(lookalikeNames(['Michael', 'Michae1', 'Michelle'])).toEqual(
      new Set(['Michael', 'Michae1']),
    );
  });

  it('keeps different names apart', () => {
    expect(sameName('Acme Corporation', 'Acme Corporations')).toBe(false);
    expect(sameName('José', 'Jose')).toBe(false);
    expect(sameName('株式会社アクメ', '株式会社アクミ')).toBe(false);
    expect(nameSkeleton('Globex')).toBe('globex');
  });

  it('names the look-alikes of a list, so lists can show them apart', () => {
    expect(
      lookalikeNames(['Acme Corporation', '\u0410cme Corporation', 'Globex', 'Initech']),
    ).toEqual(new Set(['Acme Corporation', '\u0410cme Corporation']));
  });

  it('refuses variation selectors and marks stacked past three on one letter', () => {
    expect(nameProblem('Organization name', 'Acme Corporation\uFE0F')).toMatch(
      /must not contain variation selectors/,
    );
    expect(nameProblem('Organization name', 'Acme\u{E0100}')).toMatch(/variation selectors/);
    expect(nameProblem('Organization name', `A${'\u0301'.repeat(190)}cme`)).toBe(
      'Organization name must not stack more than 3 accents or marks on one character.',
    );
    // Vietnamese and other real names stay: at most two marks on a letter.
    for (const name of ['Nguyễn Thị Ánh', 'Ačme Čorp', 'Acme 🚀'])
      expect(nameProblem('Name', name), name).toBeNull();
  });
});
