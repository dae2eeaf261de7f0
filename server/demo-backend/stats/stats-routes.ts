// Counts per day (DESIGN resolution 27): GET /api/v1/audit-events/stats and
// GET /api/v1/provisioner/stats, `?from=&to=&bucket=day` plus the lists' filters, answered from
// the same data and read scope as the lists (shared/stats.ts holds the contract).
import { Router, type Request } from 'express';
import type { AuditEvent } from '@shared/audit';
import type { Pipeline } from '@shared/schemas';
import {
  AUDIT_STATS_PATH,
  PIPELINE_STATS_PATH,
  actionCategory,
  bucketStarts,
  parseStatsRange,
  pipelineOutcome,
  type StatsAnswer,
  type StatsRange,
} from '@shared/stats';
import { matcherFor, scopedOrganization } from '../audit';
import { callerOf, requirePermissions } from '../http/access';
import { badRequest } from '../http/http-error';
import { queryParam } from '../http/validate';
import type { DataStore } from '../store/data-store';

function rangeOf(req: Request): StatsRange {
  const parsed = parseStatsRange({
    from: queryParam(req, 'from'),
    to: queryParam(req, 'to'),
    bucket: queryParam(req, 'bucket'),
  });
  if ('problem' in parsed) throw badRequest(parsed.problem);
  return parsed.range;
}

/** Counts of the items `keyOf` names, in the buckets of `range`, of those `matches` keeps. One
 * pass; the time is checked first, as it is the cheapest way to leave an item out. */
function countPerBucket<T>(
  range: StatsRange,
  items: readonly T[],
  timeOf: (item: T) => number,
  matches: (item: T) => boolean,
  keyOf: (item: T) => string,
): StatsAnswer {
  const starts = bucketStarts(range);
  const size = starts.length > 1 ? starts[1]! - starts[0]! : range.to - range.from;
  const counts = starts.map(() => new Map<string, number>());
  for (const item of items) {
    const time = timeOf(item);
    if (!(time >= range.from && time < range.to) || !matches(item)) continue;
    const bucket = counts[Math.floor((time - range.from) / size)]!;
    const key = keyOf(item);
    bucket.set(key, (bucket.get(key) ?? 0) + 1);
  }
  return {
    bucket: range.bucket,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    buckets: starts.map((start, index) => {
      const byKey = Object.fromEntries(counts[index]!);
      return {
        start: new Date(start).toISOString(),
        counts: byKey,
        total: Object.values(byKey).reduce((sum, count) => sum + count, 0),
      };
    }),
  };
}

/** A comma-separated filter's values, each one of `allowed`, or a 400 naming the parameter. */
function listParam<T extends string>(
  value: string | undefined,
  name: string,
  allowed: readonly T[],
): Set<string> | undefined {
  if (value === undefined || value === '') return undefined;
  const values = value.split(',').map((part) => part.trim());
  const unknown = values.find((part) => !allowed.includes(part as T));
  if (unknown !== undefined)
    throw badRequest(`${name} "${unknown}" is not one of ${allowed.join(', ')}`);
  return new Set(values);
}

const OUTCOMES = ['pending', 'running', 'completed', 'failed', 'cancelled', 'other'] as const;

export function statsRoutes(store: DataStore): Router {
  const router = Router();

  // The activity list's filters and its scope: a Manager counts their own organization only.
  router.get(
    AUDIT_STATS_PATH.replace('/api/v1', ''),
    requirePermissions('audit:read'),
    (req, res) => {
      const organizationId = scopedOrganization(callerOf(res), queryParam(req, 'organizationId'));
      const range = rangeOf(req);
      const matches = matcherFor({
        organizationId,
        actor: queryParam(req, 'actor'),
        action: queryParam(req, 'action'),
        targetId: queryParam(req, 'targetId'),
        q: queryParam(req, 'q'),
      });
      res.json(
        countPerBucket(
          range,
          store.events as readonly AuditEvent[],
          (event) => Date.parse(event.time),
          matches,
          (event) => actionCategory(event.action),
        ),
      );
    },
  );

  // The pipeline list's facts: its status (outcome) and type; by the day each was created.
  router.get(
    PIPELINE_STATS_PATH.replace('/api/v1', ''),
    requirePermissions('provisioner:read'),
    (req, res) => {
      const range = rangeOf(req);
      const statuses = listParam(queryParam(req, 'status'), 'status', OUTCOMES);
      const type = queryParam(req, 'type') || undefined;
      res.json(
        countPerBucket(
          range,
          store.data.pipelines as readonly Pipeline[],
          (pipeline) => Date.parse(pipeline.createdAt || pipeline.created_at || ''),
          (pipeline) =>
            (!type || pipeline.type === type) &&
            (!statuses || statuses.has(pipelineOutcome(pipeline.status))),
          (pipeline) => pipelineOutcome(pipeline.status),
        ),
      );
    },
  );
  return router;
}
