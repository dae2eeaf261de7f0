// The seed's stable ids and dates: UUID v4-shaped ids derived from a label, and times counted
// from one fixed moment, so browser tests and screenshots can name them.
import { hash } from 'node:crypto';

/**
 * A UUID v4-shaped id derived from a label (stable across seeds): the label's SHA-256, its
 * version digit set to 4 and its variant to 10xx. One-shot `hash` (no Hash object per id): a
 * large seed derives ~100,000 of them.
 */
export function seedUuid(label: string): string {
  const h = hash('sha256', label, 'hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
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
