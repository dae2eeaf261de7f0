// The seed's stable ids and dates: UUID v4-shaped ids derived from a label, and times counted
// from one fixed moment, so browser tests and screenshots can name them.
import { createHash } from 'node:crypto';

/** A UUID v4-shaped id derived from a label (stable across seeds). */
export function seedUuid(label: string): string {
  const hex = createHash('sha256').update(label).digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const BASE_TIME = Date.UTC(2025, 5, 2, 9, 0, 0);
/** The seed's fixed moment; a store passes its own start instead, so invitations and sessions are live. */
export const SEED_TIME = BASE_TIME;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (offsetMs: number) => new Date(BASE_TIME + offsetMs).toISOString();
export const daysAgo = (days: number, hours = 0) => at(-days * DAY - hours * HOUR);

export const organizationId = (slug: string) => seedUuid(`organization:${slug}`);
export const pipelineId = (key: string) => seedUuid(`pipeline:${key}`);
