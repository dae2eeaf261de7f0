// When two names look alike: a "skeleton" in the spirit of Unicode's UTS #39 (confusable
// detection). Names are compared by it for uniqueness, and lists show a second fact (slug or id)
// beside names whose skeletons meet. The look-alike table is the part of UTS #39's
// confusables.txt that matters for names written in Latin letters: the Cyrillic and Greek
// letters drawn the same as a Latin one. Small enough for the client, which needs it too.

const LATIN_LOOKALIKES: Record<string, string> = {
  // Cyrillic capitals and small letters
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ү: 'Y',
  Ӏ: 'I',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  ӏ: 'l',
  ɡ: 'g',
  // Greek capitals and small letters
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  ρ: 'p',
  υ: 'u',
  α: 'a',
};

// Marks of presentation, not of meaning: variation selectors (text/emoji style, ideographic
// variants) and the invisible characters of input-rules.ts.
const INVISIBLE =
  /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

/** The form two names share when a reader could take one for the other. */
export function nameSkeleton(name: string): string {
  const bare = name.normalize('NFKD').replace(INVISIBLE, '');
  let mapped = '';
  for (const character of bare) mapped += LATIN_LOOKALIKES[character] ?? character;
  return mapped.toLowerCase().normalize('NFD').trim().replace(/\s+/g, ' ');
}

/** The names in `names` that share their skeleton with another one (to show them apart). */
export function lookalikeNames(names: Iterable<string>): Set<string> {
  const bySkeleton = new Map<string, string[]>();
  for (const name of names) {
    const skeleton = nameSkeleton(name);
    const group = bySkeleton.get(skeleton);
    if (group) group.push(name);
    else bySkeleton.set(skeleton, [name]);
  }
  const alike = new Set<string>();
  for (const group of bySkeleton.values()) if (group.length > 1) group.forEach((n) => alike.add(n));
  return alike;
}
