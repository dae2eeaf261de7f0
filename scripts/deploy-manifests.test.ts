// deploy/: every kustomize environment renders offline (`kubectl kustomize`, Debian's kubectl),
// each object passes the Kubernetes API schema of its kind (kubernetes-models validators), and
// what the manifests rely on is what the gateway really does: the env names and values pass
// server/config.ts, the probes answer on the container port, the grace period covers drain +
// shutdown, and the Prometheus scrape config and Grafana dashboard name metrics it exports.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import request from 'supertest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app';
import { CONFIG_VARIABLES, loadConfig } from '../server/config';
import { makeStaticFixture, startUpstream } from '../server/test/gateway-support';
import type { StaticFixture, Upstream } from '../server/test/gateway-support';

const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.join(root, 'deploy');
const KUBECTL = '/usr/bin/kubectl';
const ENVIRONMENTS = ['base', 'overlays/staging', 'overlays/production'];

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string } } & Record<
  string,
  never
>;
type Validator = new (data: never) => { validate(): void };
const VALIDATORS: Record<string, Validator> = {
  'apps/v1/Deployment': Deployment as unknown as Validator,
  'v1/Service': Service as unknown as Validator,
  'v1/ConfigMap': ConfigMap as unknown as Validator,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as unknown as Validator,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler as unknown as Validator,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy as unknown as Validator,
};

interface Container {
  name: string;
  ports: { name: string; containerPort: number }[];
  envFrom: { configMapRef: { name: string } }[];
  livenessProbe: { httpGet: { path: string; port: string } };
  readinessProbe: { httpGet: { path: string; port: string } };
  startupProbe?: { httpGet: { path: string; port: string } };
  resources: { requests: { cpu: string; memory: string }; limits: { memory: string } };
  securityContext: { readOnlyRootFilesystem: boolean; allowPrivilegeEscalation: boolean };
}
interface DeploymentShape {
  spec: {
    replicas: number;
    template: {
      spec: {
        automountServiceAccountToken: boolean;
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean };
        containers: Container[];
      };
    };
  };
}

function render(environment: string): K8sObject[] {
  const yaml = execFileSync(
    KUBECTL,
    ['kustomize', path.join(deployDir, 'kustomize', environment)],
    {
      encoding: 'utf8',
    },
  );
  return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
}

const find = (objects: K8sObject[], kind: string) => {
  const found = objects.find((object) => object.kind === kind);
  expect(found, `a ${kind}`).toBeDefined();
  return found!;
};

let upstream: Upstream;
let fixture: StaticFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
});

afterAll(async () => {
  await upstream.close();
  fixture.remove();
});

it('has kubectl to render the manifests (bash .ci/run installs it)', () => {
  expect(existsSync(KUBECTL)).toBe(true);
});

it('the schema validators refuse a wrong type or a missing required field', () => {
  const broken = new Deployment({
    metadata: { name: 'x' },
    spec: { replicas: 'three', selector: {}, template: {} },
  } as never);
  expect(() => broken.validate()).toThrow(/replicas must be integer/);
  const nameless = new Deployment({
    metadata: { name: 'x' },
    spec: { selector: {}, template: { spec: { containers: [{ image: 'x' }] } } },
  } as never);
  expect(() => nameless.validate()).toThrow(/required property name/);
});

describe.each(ENVIRONMENTS)('deploy/kustomize/%s', (environment) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(environment);
  });

  it('renders the six kinds, each valid against its Kubernetes API schema', () => {
    expect(objects.map((object) => object.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const object of objects) {
      const validator = VALIDATORS[`${object.apiVersion}/${object.kind}`];
      expect(validator, `${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new validator!(object as never).validate()).not.toThrow();
    }
  });

  it('configures the gateway only with variables it reads and values it accepts', () => {
    const data = (find(objects, 'ConfigMap') as unknown as { data: Record<string, string> }).data;
    const known = new Set<string>([...CONFIG_VARIABLES, 'NODE_ENV']);
    expect(Object.keys(data).filter((name) => !known.has(name))).toEqual([]);
    expect(data.NODE_ENV).toBe('production');
    for (const name of ['BFF_URL', 'TRUST_PROXY', 'METRICS_PORT']) expect(data[name]).toBeTruthy();
    expect(() => loadConfig(data)).not.toThrow();
  });

  it('runs hardened pods whose probes, ports and grace period fit the real gateway', async () => {
    const deployment = find(objects, 'Deployment') as unknown as DeploymentShape;
    const configMap = find(objects, 'ConfigMap') as unknown as {
      metadata: { name: string };
      data: Record<string, string>;
    };
    const pod = deployment.spec.template.spec;
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const [container] = pod.containers;
    expect(container!.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(container!.resources.requests.cpu).toBeTruthy();
    expect(container!.resources.limits.memory).toBeTruthy();
    expect(container!.envFrom[0]!.configMapRef.name).toBe(configMap.metadata.name);

    const config = loadConfig(configMap.data);
    const ports = Object.fromEntries(
      container!.ports.map((port) => [port.name, port.containerPort]),
    );
    expect(ports).toEqual({ http: config.port, metrics: config.metricsPort });
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      config.drainDelayMs + config.shutdownTimeoutMs,
    );

    // The probe paths, asked of a gateway built from this very ConfigMap.
    const gateway = createApp(
      loadConfig({
        ...configMap.data,
        BFF_URL: upstream.url,
        STATIC_DIR: fixture.dir,
        LOG_LEVEL: 'silent',
      }),
    );
    expect(container!.livenessProbe.httpGet).toEqual({ path: '/gateway/healthz', port: 'http' });
    expect(container!.readinessProbe.httpGet).toEqual({ path: '/gateway/readyz', port: 'http' });
    for (const probe of [
      container!.livenessProbe,
      container!.readinessProbe,
      container!.startupProbe,
    ]) {
      if (!probe) continue;
      expect((await request(gateway.handler).get(probe.httpGet.path)).status).toBe(200);
    }
    gateway.markShuttingDown();
    expect((await request(gateway.handler).get('/gateway/readyz')).status).toBe(503);
    gateway.close();

    const service = find(objects, 'Service') as unknown as {
      spec: { ports: { targetPort: string }[] };
    };
    expect(service.spec.ports.map((port) => port.targetPort)).toEqual(['http']);
    const policy = find(objects, 'NetworkPolicy') as unknown as {
      spec: { ingress: { ports: { port: number }[] }[]; egress: { ports: { port: number }[] }[] };
    };
    expect(policy.spec.ingress.flatMap((rule) => rule.ports.map((port) => port.port))).toEqual([
      config.port,
      config.metricsPort,
    ]);
    // The BFF's port, then DNS over UDP and TCP: nothing else leaves the pod.
    expect(policy.spec.egress.flatMap((rule) => rule.ports.map((port) => port.port))).toEqual([
      Number(config.bffUrl!.port || 80),
      53,
      53,
    ]);
  });
});

/** Metric names the gateway exports, with a histogram's _bucket/_sum/_count series. */
async function exportedSeries(): Promise<Set<string>> {
  const gateway = createApp(
    loadConfig({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir, LOG_LEVEL: 'silent' }),
  );
  const text = await gateway.metrics.render();
  gateway.close();
  const names = new Set<string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name, type] = match as unknown as [string, string, string];
    names.add(name);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

describe('deploy/grafana and deploy/prometheus', () => {
  it("the dashboard's queries name only metrics the gateway exports", async () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(deployDir, 'grafana', 'admin-portal-dashboard.json'), 'utf8'),
    ) as { panels: { title: string; targets: { expr: string }[] }[] };
    const exported = await exportedSeries();
    const queried = new Set<string>();
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const match of target.expr.matchAll(/\b((?:gateway|process|nodejs)_[a-z0-9_]+)/g))
          queried.add(match[1]!);
    expect(queried.size).toBeGreaterThanOrEqual(8);
    expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('the scrape config keeps the gateway pods on the metrics port at the path it serves', async () => {
    const scrape = parseYaml(
      readFileSync(path.join(deployDir, 'prometheus', 'scrape-config.yaml'), 'utf8'),
    ) as {
      scrape_configs: {
        job_name: string;
        metrics_path: string;
        relabel_configs: { source_labels: string[]; regex?: string; action?: string }[];
      }[];
    };
    const [job] = scrape.scrape_configs;
    expect(job!.job_name).toBe('admin-portal');
    const keeps = Object.fromEntries(
      job!.relabel_configs
        .filter((rule) => rule.action === 'keep')
        .map((rule) => [rule.source_labels[0], rule.regex]),
    );
    expect(keeps).toEqual({
      __meta_kubernetes_pod_label_app_kubernetes_io_name: 'admin-portal',
      __meta_kubernetes_pod_container_port_name: 'metrics',
    });
    // The separate metrics listener (METRICS_PORT) answers at that path.
    const { createMetricsListener } = await import('../server/gateway/control-routes');
    const listener = createMetricsListener(() => 'gateway_draining 0\n');
    const answer = await request(listener).get(job!.metrics_path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('gateway_draining 0');
  });
});
