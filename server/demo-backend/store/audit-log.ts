// The activity record's file of earlier versions (one JSON event a line, beside data.json),
// read once to migrate it into the database. A line torn by a crash is left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditEvent } from '@shared/audit';

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
