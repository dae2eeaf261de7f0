import { isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { asItStands, findInDraft } from './draft-lists';

interface Person {
  id: string;
  name: string;
}

const people: readonly Person[] = Object.freeze([
  Object.freeze({ id: 'a', name: 'Ada' }),
  Object.freeze({ id: 'b', name: 'Bo' }),
  Object.freeze({ id: 'c', name: 'Cy' }),
]);

describe('findInDraft', () => {
  it('hands back the draft of what it found, so the change edits it', () => {
    const next = produce<{ people: Person[] }>({ people: [...people] }, (draft) => {
      const found = findInDraft(draft.people, (p) => p.id === 'b');
      expect(isDraft(found)).toBe(true);
      found!.name = 'Bea';
    });
    expect(next.people.map((p) => p.name)).toEqual(['Ada', 'Bea', 'Cy']);
    // The others are the very objects they were: nothing copied them.
    expect(next.people[0]).toBe(people[0]);
    expect(next.people[2]).toBe(people[2]);
  });

  it('finds nothing as undefined, on a draft and on a committed list alike', () => {
    produce<{ people: Person[] }>({ people: [...people] }, (draft) => {
      expect(findInDraft(draft.people, (p) => p.id === 'z')).toBeUndefined();
    });
    expect(findInDraft([...people], (p) => p.id === 'z')).toBeUndefined();
  });
});

describe('asItStands', () => {
  it('reads a draft list with the change so far, its elements not drafts', () => {
    produce<{ people: Person[] }>({ people: [...people] }, (draft) => {
      draft.people.push({ id: 'd', name: 'Di' });
      draft.people[0]!.name = 'Ava';
      const now = asItStands(draft.people);
      expect(now.map((p) => p.name)).toEqual(['Ava', 'Bo', 'Cy', 'Di']);
      expect(now.some((p) => isDraft(p))).toBe(false);
    });
  });

  it('gives a committed list back as it is', () => {
    expect(asItStands(people)).toBe(people);
  });
});
