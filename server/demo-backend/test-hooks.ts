// Test switches, mounted only with `createDemoBackend({ faults: true })` (the standalone
// server: DEMO_FAULTS=1). Reachable at /__demo/* and, so tests can go through the gateway's
// proxy, at /api/v1/__demo/*. No CSRF header or session is needed for them.
//
//   POST   /__demo/faults   { path, method?, status?, body?, delayMs?, once?, destroy? } → 201 { id, … }
//            path: exact request path, or a pattern where * matches anything ("/api/v1/organizations/*/users")
//            status: answer with it (body: JSON, or a string sent as text/plain; default a JSON error)
//            contentType: the Content-Type of a string body (an HTML error page, truncated JSON)
//            delayMs: wait first (alone: then answer normally — a slow backend)
//            destroy: reset the connection instead of answering (an upstream crash)
//            once: remove the switch after its first hit
//   GET    /__demo/faults          → the active switches with their hit counts
//   DELETE /__demo/faults[/:id]    → remove all switches, or one
//   POST   /__demo/reset           → reseed the data (sign-ins kept) and remove all switches
//   POST   /__demo/sessions/expire { email? } → end that account's sessions (or all) server-side,
//            so the next API call is a 401 ("session expired mid-work")
import { randomUUID } from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import * as z from '@shared/zod';
import { describeZodError } from '@shared/schemas';
import type { DataStore } from './store/data-store';
import { badRequest, notFound } from './http/http-error';
import { createScaledSeedData } from './seed/seed-scale';

export const TEST_HOOK_PREFIXES = ['/__demo', '/api/v1/__demo'];

const faultSchema = z.strictObject({
  path: z
    .string({ error: 'path is required' })
    .startsWith('/', { error: 'path must start with /' }),
  method: z.string({ error: 'method must be a string' }).optional(),
  status: z
    .number({ error: 'status must be a number' })
    .int()
    .min(100)
    .max(599, { error: 'status must be 100-599' })
    .optional(),
  body: z.unknown().optional(),
  contentType: z
    .string({ error: 'contentType must be a string' })
    .regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/, { error: 'contentType must be a media type' })
    .optional(),
  delayMs: z
    .number({ error: 'delayMs must be a number' })
    .int()
    .min(0)
    .max(600_000, { error: 'delayMs must be 0-600000' })
    .optional(),
  once: z.boolean({ error: 'once must be true or false' }).optional(),
  destroy: z.boolean({ error: 'destroy must be true or false' }).optional(),
});

interface FaultSwitch extends z.infer<typeof faultSchema> {
  id: string;
  hits: number;
  matcher: RegExp;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

function publicView({ matcher: _matcher, ...rest }: FaultSwitch) {
  return rest;
}

export interface TestHooks {
  router: Router;
  /** Applies the active switches; mount before every other route. */
  faults: RequestHandler;
}

export function createTestHooks(store: DataStore): TestHooks {
  let switches: FaultSwitch[] = [];
  const router = Router();
  router.use(express.json({ limit: '1mb' }));

  router.get('/faults', (_req, res) => {
    res.json(switches.map(publicView));
  });

  router.post('/faults', (req, res) => {
    const parsed = faultSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    const fault: FaultSwitch = {
      ...parsed.data,
      method: parsed.data.method?.toUpperCase(),
      id: randomUUID(),
      hits: 0,
      matcher: patternToRegExp(parsed.data.path),
    };
    switches.push(fault);
    res.status(201).json(publicView(fault));
  });

  router.delete('/faults', (_req, res) => {
    switches = [];
    res.status(204).end();
  });

  router.delete('/faults/:id', (req, res) => {
    const before = switches.length;
    switches = switches.filter((s) => s.id !== req.params.id);
    if (switches.length === before) throw notFound('No such fault switch');
    res.status(204).end();
  });

  router.post('/reset', async (_req, res) => {
    switches = [];
    await store.update((draft) => {
      const seed = createScaledSeedData(store.scale, Date.now());
      // Sign-ins stay; the seeded users' sessions come back as seeded.
      const seeded = new Set(seed.sessions.map((s) => s.key));
      const kept = draft.sessions.filter((s) => !seeded.has(s.key) && !s.key.startsWith('seeded-'));
      Object.assign(draft, seed, { sessions: [...seed.sessions, ...kept] });
    });
    store.reseedEvents();
    res.json({ status: 'reset' });
  });

  router.post('/sessions/expire', async (req, res) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    if (email !== undefined && typeof email !== 'string')
      throw badRequest('email must be a string');
    const expired = await store.update((draft) => {
      const subs = draft.accounts
        .filter((a) => email === undefined || a.email === email.toLowerCase())
        .map((a) => a.sub);
      const before = draft.sessions.length;
      draft.sessions = draft.sessions.filter((s) => !subs.includes(s.sub));
      return before - draft.sessions.length;
    });
    res.json({ expired });
  });

  const faults: RequestHandler = (req, res, next) => {
    const fault = switches.find(
      (s) => (!s.method || s.method === req.method) && s.matcher.test(req.path),
    );
    if (!fault) return next();
    fault.hits += 1;
    if (fault.once) switches = switches.filter((s) => s !== fault);
    const act = () => {
      if (fault.destroy) {
        req.socket.destroy();
        return;
      }
      if (fault.status === undefined) return next();
      res.status(fault.status);
      if (fault.status === 204 || fault.status === 304) res.end();
      else if (typeof fault.body === 'string')
        res.type(fault.contentType ?? 'text/plain').send(fault.body);
      else
        res.json(
          fault.body ?? {
            error: 'injected_fault',
            message: `Injected fault: HTTP ${fault.status}`,
          },
        );
    };
    if (fault.delayMs) {
      const timer = setTimeout(act, fault.delayMs);
      // A client that gives up (a gateway timeout) must not leave the timer answering later.
      res.on('close', () => clearTimeout(timer));
    } else {
      act();
    }
  };

  return { router, faults };
}
