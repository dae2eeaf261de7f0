// The confirmation question of a bulk action: the count and one example row, so nobody deletes
// 25 organizations thinking it was one ("Delete 25 organizations, including Acme Corp?").

export interface BulkNoun {
  one: string;
  other: string;
}

export function countOf(count: number, noun: BulkNoun): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

export function bulkQuestion(verb: string, count: number, noun: BulkNoun, example: string): string {
  const what =
    count === 1
      ? `${verb} 1 ${noun.one}, ${example}`
      : `${verb} ${countOf(count, noun)}, including ${example}`;
  return `${what}?`;
}
