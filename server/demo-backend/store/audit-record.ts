// Building activity events: who (from the session, never the session itself), what, on
// which object (its name at the time), and the fields that changed as before/after values.
// Write handlers call `audit(...)` inside their store update and pass it to `record`.
import type { AuditAction, AuditChange, AuditEvent, AuditTargetType } from '@shared/audit';
import type { DemoAccount } from './demo-data';

/** An event before the store stamps its id and time. */
export interface NewAuditEvent {
  actor: AuditEvent['actor'];
  action: AuditAction;
  organizationId: string | null;
  organizationName: string | null;
  target: AuditEvent['target'];
  changes?: AuditChange[];
  attemptedAction?: string;
}
/** Handed to `DataStore.update` changes: events kept only if the change is committed. */
export type Recorder = (event: NewAuditEvent) => void;

const REDACTED = '[redacted]';
/** Field names whose values are never written to the record, only the fact of a change. */
const SECRET_FIELD = /(secret|token|password$|apikey|cookie|credential|session(id|key)?$)/i;

/**
 * Whatever the URL parser reads as an http(s) address keeps its place and path; credentials,
 * query (where tokens ride) and fragment are dropped. Judged by the parser, not by the text's
 * look: `https:u:p@host` and `https:\\u:p@host` carry credentials too.
 */
function withoutUrlSecrets(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return value;
  if (!url.username && !url.password && !url.search && !url.hash) return value;
  const hadQuery = url.search !== '';
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return hadQuery ? `${url.toString()}?${REDACTED}` : url.toString();
}

function redact(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return value ?? null;
  const leaf = field.split('.').pop() ?? field;
  if (SECRET_FIELD.test(leaf)) return REDACTED;
  return typeof value === 'string' ? withoutUrlSecrets(value) : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted fields; arrays and scalars are compared whole. */
function flatten(value: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, inner] of Object.entries(value)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner)) flatten(inner, field, into);
    else into.set(field, inner);
  }
  return into;
}

/** The fields whose values differ, in a stable order, secrets redacted. */
export function changesBetween(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): AuditChange[] {
  const old = flatten(before ?? {});
  const next = flatten(after ?? {});
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const a = old.get(field) ?? null;
    const b = next.get(field) ?? null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    changes.push({ field, before: redact(field, a), after: redact(field, b) });
  }
  return changes;
}

export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  name?: string;
}

/** Who acts: the signed-in account (access.ts's Caller fits). */
export interface Actor {
  account: DemoAccount;
}

export function actorOf(caller: Actor): AuditEvent['actor'] {
  const { sub, name, email } = caller.account;
  return { sub, name, email };
}

/** One event; `before`/`after` are the object's fields before and after the write. */
export function audit(
  caller: Actor,
  action: AuditAction,
  organization: { id: string; name: string } | null,
  target: AuditTarget,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
): NewAuditEvent {
  const event: NewAuditEvent = {
    actor: actorOf(caller),
    action,
    organizationId: organization?.id ?? null,
    organizationName: organization?.name ?? null,
    target: { ...target },
  };
  if (before || after) event.changes = changesBetween(before, after);
  return event;
}
