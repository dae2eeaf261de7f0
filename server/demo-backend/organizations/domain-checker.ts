// The demo backend's periodic domain check (DESIGN resolution 24): every DOMAIN_CHECK_MS, each
// pending domain's TXT challenge is looked up; a domain whose record is published becomes
// verified, one still pending after DOMAIN_VERIFY_DAYS fails. A state change is an activity
// event by the system. "Check now" (domain-routes.ts) runs the same check for one domain.
import type { Actor } from '../store/audit-record';
import { audit } from '../store/audit-record';
import type { DataStore, DemoLogger } from '../store/data-store';
import type { DemoData, StoredOrganization } from '../store/demo-data';
import { challengeFor, type DomainRecord } from '@shared/domains';
import { verifiedOwner } from './domain-claims';
import { afterCheck, type DomainCheckConfig, type Finding, type TxtLookup } from './domain-checks';
import type { Recorder } from '../store/audit-record';
import { findInDraft } from '../store/draft-lists';

const SYSTEM: Actor = {
  account: {
    sub: 'system:domain-check',
    name: 'Domain check',
    email: 'domain-check@system',
    roles: [],
  },
};

/**
 * Stores a check's outcome for `domain` of organization `id` (in a store update), unless the
 * domain was removed or claimed anew meanwhile (another token). A domain another organization
 * verified meanwhile stays as it was, with what was found. Answers the record stored.
 */
export function storeCheck(
  draft: DemoData,
  record: Recorder,
  actor: Actor,
  id: string,
  domain: string,
  token: string,
  finding: Finding,
  verifyDays: number,
): DomainRecord | undefined {
  const organization = findInDraft(draft.organizations, (o) => o.id === id);
  const current = organization?.domainChecks?.[domain];
  if (!organization || !current || current.token !== token) return undefined;
  let next = afterCheck(domain, current, finding, new Date(), verifyDays);
  if (next.state === 'verified' && current.state !== 'verified' && verifiedOwner(draft, domain, id))
    next = { ...next, state: current.state, verifiedAt: current.verifiedAt };
  if (next.verifiedAt === undefined) delete next.verifiedAt;
  organization.domainChecks = { ...organization.domainChecks, [domain]: next };
  if (next.state !== current.state)
    recordStateChange(record, actor, organization, domain, current, next);
  return next;
}

function recordStateChange(
  record: Recorder,
  actor: Actor,
  organization: StoredOrganization,
  domain: string,
  before: DomainRecord,
  after: DomainRecord,
) {
  const target = { type: 'organization' as const, id: organization.id, name: organization.name };
  record(
    audit(
      actor,
      'organization.domain_checked',
      organization,
      target,
      { domain, state: before.state },
      { domain, state: after.state, found: after.found ?? [] },
    ),
  );
}

export class DomainChecker {
  #timer: NodeJS.Timeout | undefined;
  #running = false;

  constructor(
    private readonly store: DataStore,
    readonly lookup: TxtLookup,
    readonly config: DomainCheckConfig,
    private readonly logger: DemoLogger,
  ) {}

  /**
   * Checks every DOMAIN_CHECK_MS from now on. The timer holds the checker weakly: a backend
   * dropped without stopping it (tests make hundreds) is not kept alive by its own timer.
   */
  start(): void {
    if (this.#timer) return;
    const checker = new WeakRef(this);
    const timer = setInterval(() => {
      const alive = checker.deref();
      if (alive) void alive.checkPending();
      else clearInterval(timer);
    }, this.config.checkMs);
    timer.unref();
    this.#timer = timer;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One round: every pending domain looked up, the outcomes stored in one update. */
  async checkPending(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      const pending = this.store.data.organizations.flatMap((organization) =>
        Object.entries(organization.domainChecks ?? {})
          .filter(([, record]) => record.state === 'pending')
          .map(([domain, record]) => ({ id: organization.id, domain, token: record.token })),
      );
      if (pending.length === 0) return;
      const findings = await Promise.all(
        pending.map((item) => this.lookup(challengeFor(item.domain, item.token).name)),
      );
      await this.store.update((draft, record) => {
        pending.forEach((item, index) =>
          storeCheck(
            draft,
            record,
            SYSTEM,
            item.id,
            item.domain,
            item.token,
            findings[index]!,
            this.config.verifyDays,
          ),
        );
      });
    } catch (error) {
      this.logger.warn(
        `demo backend: the domain check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.#running = false;
    }
  }
}
