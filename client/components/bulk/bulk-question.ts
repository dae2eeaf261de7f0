// The confirmation question of a bulk action: the count and one example row, so nobody deletes
// 25 organizations thinking it was one ("Delete 25 organizations, including Acme Corp?").

import { formatQuantity } from '../../lib/format';

export interface BulkNoun {
  one: string;
  other: string;
}

export function countOf(count: number, noun: BulkNoun): string {
  return formatQuantity(count, noun.one, noun.other);
}

/** `where` follows the count ("from Acme"); one row is named instead of counted. */
export function bulkQuestion(
  verb: string,
  count: number,
  noun: BulkNoun,
  example: string,
  where = '',
): string {
  const tail = where ? ` ${where}` : '';
  return count === 1
    ? `${verb} ${example}${tail}?`
    : `${verb} ${countOf(count, noun)}${tail}, including ${example}?`;
}
