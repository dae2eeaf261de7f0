// The seed's pipelines: a history of finished, failed and poisoned runs (the demo runs only
// those made or retried through the API), including the ones with unsafe URLs tests name.
import type { Pipeline, PipelineStep } from '@shared/schemas';
import { DAY, HOUR, at, pipelineId } from './seed-ids';

export interface StepPlan {
  name: string;
  status: string;
  retry?: number;
  error?: string;
  poisoned?: boolean;
  output?: PipelineStep['output'];
}

function pipelineSteps(start: number, plans: StepPlan[]): PipelineStep[] {
  return plans.map((plan, index) => {
    const begun = plan.status !== 'pending';
    const finished =
      plan.status === 'completed' || plan.status === 'failed' || plan.status === 'cancelled';
    const step: PipelineStep = {
      step_name: plan.name,
      status: plan.status,
      running: plan.status === 'running',
      retry_attempt: plan.retry ?? 0,
      next_retry_at: plan.status === 'retrying' ? at(start + (index + 3) * HOUR) : null,
      last_error: plan.error ?? null,
      output: plan.output ?? null,
      started_at: begun ? at(start + index * 10 * 60_000) : null,
      completed_at: finished ? at(start + (index + 1) * 10 * 60_000) : null,
    };
    if (plan.poisoned) step.poisoned = true;
    return step;
  });
}

export function pipeline(
  key: string,
  type: string,
  status: string,
  params: { title: string; slug: string; region: string },
  startDaysAgo: number,
  plans: StepPlan[],
  pipelineUrl?: string,
): Pipeline {
  const id = pipelineId(key);
  const start = -startDaysAgo * DAY;
  return {
    pipelineId: id,
    pipelineUrl: pipelineUrl ?? `https://ci.example.com/provisioner/pipelines/${id}`,
    type,
    status,
    inputParams: params,
    createdAt: at(start),
    created_at: at(start),
    updated_at: at(start + plans.length * 10 * 60_000),
    steps: pipelineSteps(start, plans),
  };
}

const deployed = (slug: string, region: string, deploymentUrl: string) => ({
  region,
  slug,
  tenantDomain: `${slug}.tenant.example.com`,
  workspaceName: `${slug}-production`,
  deploymentUrl,
});

export function seedPipelines(): Pipeline[] {
  return [
    pipeline(
      'acme-europe-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Acme Europe GmbH', slug: 'acme-europe', region: 'eu-west-1' },
      120,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'configure-dns',
          status: 'completed',
          retry: 1,
          error: 'DNS zone not yet delegated (resolved on retry)',
        },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('acme-europe', 'eu-west-1', 'https://acme-europe.app.example.com'),
        },
      ],
    ),
    pipeline(
      'roadrunner-provision',
      'tenant-provision',
      'running',
      { title: 'Provision Roadrunner Logistics', slug: 'roadrunner', region: 'us-east-1' },
      1,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'configure-dns',
          status: 'retrying',
          retry: 2,
          error: 'Timed out waiting for DNS propagation of roadrunner.example',
        },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'globex-migrate',
      'domain-migration',
      'in_progress',
      { title: 'Migrate Globex domains', slug: 'globex', region: 'us-west-2' },
      2,
      [
        { name: 'snapshot-records', status: 'completed' },
        { name: 'move-domains', status: 'running' },
        { name: 'verify-domains', status: 'pending' },
      ],
    ),
    pipeline(
      'pied-piper-provision',
      'tenant-provision',
      'pending',
      { title: 'Provision Pied Piper', slug: 'pied-piper', region: 'us-west-1' },
      0,
      [
        { name: 'create-tenant', status: 'pending' },
        { name: 'configure-dns', status: 'pending' },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'initech-provision',
      'tenant-provision',
      'failed',
      { title: 'Provision Initech', slug: 'initech', region: 'us-east-2' },
      14,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'allocate-storage',
          status: 'failed',
          retry: 5,
          poisoned: true,
          error:
            'QuotaExceeded: storage quota for account 4411 exhausted; message moved to the poison queue after 5 attempts',
        },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'stark-migrate',
      'domain-migration',
      'completed',
      { title: 'Migrate Stark Industries domains', slug: 'stark', region: 'us-east-1' },
      40,
      [
        { name: 'snapshot-records', status: 'completed' },
        { name: 'move-domains', status: 'completed' },
        {
          name: 'verify-domains',
          status: 'completed',
          output: { region: 'us-east-1', slug: 'stark', tenantDomain: 'stark.tenant.example.com' },
        },
      ],
    ),
    pipeline(
      'tyrell-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Tyrell Corporation', slug: 'tyrell', region: 'ap-northeast-1' },
      60,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('tyrell', 'ap-northeast-1', 'javascript:alert(1)'),
        },
      ],
    ),
    pipeline(
      'hooli-provision',
      'tenant-provision',
      'cancelled',
      { title: 'Provision Hooli', slug: 'hooli', region: 'us-west-2' },
      30,
      [
        { name: 'create-tenant', status: 'completed' },
        { name: 'configure-dns', status: 'cancelled' },
        { name: 'deploy-workspace', status: 'pending' },
      ],
    ),
    pipeline(
      'umbrella-provision',
      'tenant-provision',
      'completed',
      { title: 'Provision Umbrella Health', slug: 'umbrella', region: 'eu-central-1' },
      90,
      [
        { name: 'create-tenant', status: 'completed' },
        {
          name: 'deploy-workspace',
          status: 'completed',
          output: deployed('umbrella', 'eu-central-1', 'https://umbrella.app.example.com'),
        },
      ],
      'javascript:alert(document.domain)',
    ),
    pipeline(
      'acme-labs-teardown',
      'workspace-teardown',
      'failed',
      { title: 'Tear down Acme Labs sandbox', slug: 'acme-labs', region: 'us-east-1' },
      7,
      [
        { name: 'export-data', status: 'completed' },
        {
          name: 'delete-workspace',
          status: 'failed',
          retry: 3,
          error: 'Workspace is locked by a legal hold',
        },
      ],
    ),
  ];
}
