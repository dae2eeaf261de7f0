// The demo backend: a faithful, persistent stand-in for the BFF (SPEC §7 plus the calls
// DESIGN.md adds). `createDemoBackend` builds the app without listening; the gateway runs
// it in-process, `index.ts` runs it on its own.
import os from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import { OnboardingEvents, PipelineEvents } from './http/change-feed';
import { jsonErrorHandler, jsonNotFound } from './http/http-error';
import { requireCsrf, requireSignIn } from './http/access';
import { requestComplete } from './http/validate';
import type { DemoScale } from './seed/demo-scale';
import { secureDefaultFolder } from './store/data-folder';
import { DataStore, type DemoLogger } from './store/data-store';
import { agencyRoutes } from './agencies';
import { auditRoutes, recordDenied } from './audit';
import { statsRoutes } from './stats';
import {
  allOnboardingRoutes,
  followProvisioning,
  organizationOnboardingRoutes,
} from './onboardings';
import {
  DomainChecker,
  dnsTxtLookup,
  domainCheckFrom,
  domainOwnerRoutes,
  organizationDomainRoutes,
  organizationRoutes,
  type DomainCheckConfig,
} from './organizations';
import {
  LastSeen,
  allInvitationsRoutes,
  inviteTtlDaysFrom,
  sessionRoutes,
  userRoutes,
} from './people';
import {
  PipelineRunner,
  pipelineTimingFrom,
  provisionerRoutes,
  type PipelineTiming,
} from './pipelines';
import { TEST_HOOK_PREFIXES, createTestHooks } from './test-hooks';

export type { DemoLogger } from './store/data-store';
export { parseDemoScale, type DemoScale } from './seed/demo-scale';

export interface DemoBackendOptions {
  /** Where the data lives; default `$DATA_DIR/data.json` or `<os tmp>/admin-portal-demo/data.json`. */
  dataFile?: string;
  logger?: DemoLogger;
  /** How much a new data store is seeded with (DEMO_SCALE, see demo-scale.ts); default the 25-organization demo. */
  scale?: DemoScale;
  /** Mounts the test switches under /__demo (see test-hooks.ts). Never on in production. */
  faults?: boolean;
  /** Step length and feed heartbeat; default from PIPELINE_STEP_MS and SSE_HEARTBEAT_MS. */
  pipelineTiming?: PipelineTiming;
  /** How many days an invitation lives; default from INVITE_TTL_DAYS (7). */
  inviteTtlDays?: number;
  /** Resolvers and periods of the domain check; default from DNS_SERVERS, DOMAIN_CHECK_MS, DOMAIN_VERIFY_DAYS. */
  domainCheck?: DomainCheckConfig;
}

/** `$DATA_DIR/data.json` (the name of earlier versions: the database is `data.sqlite` beside it,
 * data-store.ts), or in a private folder of the OS temp folder (made safe first). */
export function defaultDataFile(): string {
  if (process.env.DATA_DIR) return path.join(process.env.DATA_DIR, 'data.json');
  const dir = path.join(os.tmpdir(), 'admin-portal-demo');
  secureDefaultFolder(dir);
  return path.join(dir, 'data.json');
}

const consoleLogger: DemoLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

export function createDemoBackend(options: DemoBackendOptions = {}): express.Express {
  const logger = options.logger ?? consoleLogger;
  const timing = options.pipelineTiming ?? pipelineTimingFrom(process.env);
  const inviteTtlDays = options.inviteTtlDays ?? inviteTtlDaysFrom(process.env);
  const domainCheck = options.domainCheck ?? domainCheckFrom(process.env);
  const store = new DataStore(options.dataFile ?? defaultDataFile(), logger, options.scale);
  const lastSeen = new LastSeen(store);
  const checker = new DomainChecker(store, dnsTxtLookup(domainCheck.servers), domainCheck, logger);
  checker.start();
  const pipelineEvents = new PipelineEvents();
  const runner = new PipelineRunner(
    store,
    pipelineEvents,
    timing.stepMs,
    logger,
    timing.concurrency,
  );
  const onboardings = {
    store,
    runner,
    pipelineEvents,
    events: new OnboardingEvents(),
    heartbeatMs: timing.heartbeatMs,
  };
  followProvisioning(onboardings);
  runner.resume();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Behind the gateway on loopback: trust its X-Forwarded-Proto so cookies get Secure on https.
  app.set('trust proxy', 'loopback');
  app.use(cookieParser());

  if (options.faults) {
    const hooks = createTestHooks(store);
    app.use(TEST_HOOK_PREFIXES, hooks.router);
    app.use(hooks.faults);
  }

  app.use(sessionRoutes(store));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(
    requireCsrf,
    requireSignIn(store),
    lastSeen.touch,
    express.json({ limit: '1mb' }),
    requestComplete,
  );
  api.use('/organizations', organizationDomainRoutes(store, checker));
  api.use('/domains', domainOwnerRoutes(store));
  api.use(
    '/organizations',
    organizationRoutes(
      store,
      organizationOnboardingRoutes(onboardings),
      userRoutes({ store, inviteTtlDays, lastSeen }),
    ),
  );
  api.use('/invitations', allInvitationsRoutes(store));
  api.use('/onboardings', allOnboardingRoutes(onboardings));
  api.use('/agencies', agencyRoutes(store));
  api.use(statsRoutes(store)); // before /provisioner/:id and /audit-events
  api.use(
    '/provisioner',
    provisionerRoutes({ store, runner, events: pipelineEvents, heartbeatMs: timing.heartbeatMs }),
  );
  api.use('/audit-events', auditRoutes(store));
  api.use(recordDenied(store));
  app.use('/api/v1', api);

  app.use(jsonNotFound);
  app.use(jsonErrorHandler(logger));
  return app;
}
