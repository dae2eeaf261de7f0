// The activity record's file: one JSON event a line, beside the data file. Appending a line
// per event keeps a write cheap (the data file is rewritten whole on every change; this one
// never is, except when it is seeded). A line torn by a crash is dropped at the next start.
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { AuditEvent } from '@shared/audit';
import { writeFileAtomicSync } from './atomic-file';

export function auditFileFor(dataFile: string): string {
  return path.join(path.dirname(dataFile), `${path.basename(dataFile, '.json')}.audit.jsonl`);
}

function looksLikeEvent(value: unknown): value is AuditEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'string' &&
    typeof event.time === 'string' &&
    typeof event.action === 'string' &&
    typeof event.actor === 'object' &&
    typeof event.target === 'object'
  );
}

function toLines(events: readonly AuditEvent[]): string {
  return events.map((event) => JSON.stringify(event) + '\n').join('');
}

/** Replaces the whole file atomically (seeding, or dropping a torn tail). */
export function writeEventsSync(file: string, events: readonly AuditEvent[]): void {
  writeFileAtomicSync(file, toLines(events));
}

/** The events in the file, oldest first; `repaired` when a torn or foreign line was left out. */
export function readEvents(file: string): { events: AuditEvent[]; repaired: boolean } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const events: AuditEvent[] = [];
  let repaired = text.length > 0 && !text.endsWith('\n');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (looksLikeEvent(value)) events.push(value);
      else repaired = true;
    } catch {
      repaired = true;
    }
  }
  return { events, repaired };
}

/** Appends in one write and syncs, so an event is on disk before the request is answered. */
export async function appendEvents(file: string, events: readonly AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.write(toLines(events));
    await handle.sync();
  } finally {
    await handle.close();
  }
}
