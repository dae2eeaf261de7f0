// When two names look alike: UTS #39's skeleton (confusable detection), case-insensitive. Names
// are compared by it for uniqueness, and lists show a second fact (slug or id) beside names whose
// skeletons meet. The table is the part of Unicode's confusables.txt whose prototypes are ASCII
// (generated into shared/confusables.ts): Cyrillic and Greek letters, digits drawn like letters
// (Michae1), l and I, rn and m. Small enough for the client, which needs it too.
import { LATIN_CONFUSABLES } from './confusables';

// Each character drawn like a prototype, mapped to it (UTS #39 confusables, shared/confusables.ts).
const PROTOTYPES = new Map<string, string>();
for (const [prototype, characters] of LATIN_CONFUSABLES) {
  for (const character of characters) PROTOTYPES.set(character, prototype);
}

function toPrototypes(text: string): string {
  let mapped = '';
  for (const character of text) mapped += PROTOTYPES.get(character) ?? character;
  return mapped;
}

// Marks of presentation, not of meaning: variation selectors (text/emoji style, ideographic
// variants) and the invisible characters of input-rules.ts.
const INVISIBLE =
  /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

const tidy = (text: string) => text.normalize('NFD').trim().replace(/\s+/g, ' ');

/**
 * The form two names share when a reader could take one for the other, whatever their case:
 * folded, then mapped ('Michael' and 'Michae1', 'm' and 'rn').
 */
export function nameSkeleton(name: string): string {
  return tidy(toPrototypes(name.normalize('NFKD').replace(INVISIBLE, '').toLowerCase()));
}

/**
 * UTS #39's skeleton proper, as written: 'I' is drawn like 'l' but folds to 'i', so this one
 * keeps the case ('Ian' and 'lan'). One skeleton cannot do both: 'ian' and 'lan' differ.
 */
function writtenSkeleton(name: string): string {
  return tidy(toPrototypes(name.normalize('NFKD').replace(INVISIBLE, '')));
}

/** Whether a reader could take one name for the other (any case, look-alike characters). */
export function looksAlike(a: string, b: string): boolean {
  return nameSkeleton(a) === nameSkeleton(b) || writtenSkeleton(a) === writtenSkeleton(b);
}

/** The names in `names` that look like another one (to show them apart). */
export function lookalikeNames(names: Iterable<string>): Set<string> {
  const byKey = new Map<string, string[]>();
  for (const name of names) {
    for (const key of [`a:${nameSkeleton(name)}`, `w:${writtenSkeleton(name)}`]) {
      const group = byKey.get(key);
      if (group) group.push(name);
      else byKey.set(key, [name]);
    }
  }
  const alike = new Set<string>();
  for (const group of byKey.values()) if (group.length > 1) group.forEach((n) => alike.add(n));
  return alike;
}
