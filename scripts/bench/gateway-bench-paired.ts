// bench:gateway's paired rounds (issue #35): two servers loaded at the same time, at the same
// fixed rate, on the same core, and the ratio of their CPU per request taken within each round.
// Run one after the other, a server's CPU per request moved by ±10 % between rounds on a shared
// machine; loaded together, the same build against itself reads 0.99–1.00, so a few per cent
// of difference can be seen.
import { autocannon } from '../lib/autocannon';
import { median } from '../lib/waterfall';
import { cpuSeconds, processTree } from '../lib/process-cpu';
import { CPU_RATIO_TARGETS, withinTarget } from './gateway-bench-report';

export interface Target {
  url: string;
  pid: number;
}

export interface Pair {
  label: string;
  over: Target;
  under: Target;
  /** The ratio the issue asks for, if any. */
  target?: number;
}

const CONNECTIONS = 25;
const WARMUP_SECONDS = 2;

async function cpuPerRequest(
  targets: [Target, Target],
  rate: number,
  seconds: number,
): Promise<[number, number]> {
  const pids = targets.map((target) => processTree(target.pid));
  const before = pids.map(cpuSeconds);
  const results = await Promise.all(
    targets.map((target) =>
      autocannon({
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        overallRate: rate,
      }),
    ),
  );
  const perRequest = (index: number) =>
    ((cpuSeconds(pids[index]!) - before[index]!) * 1e6) /
    Math.max(results[index]!.requests.total, 1);
  return [perRequest(0), perRequest(1)];
}

/** Each pair's median ratio (over ÷ under) of `rounds` rounds, printed as it goes. */
export async function pairedRatios(
  pairs: Pair[],
  { rate, seconds, rounds }: { rate: number; seconds: number; rounds: number },
): Promise<string[]> {
  const ratios = pairs.map((): number[] => []);
  // A server loaded for the first time pays for its JIT compiling in its first round.
  for (const pair of pairs) await cpuPerRequest([pair.over, pair.under], rate, WARMUP_SECONDS);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, pair] of pairs.entries()) {
      const [over, under] = await cpuPerRequest([pair.over, pair.under], rate, seconds);
      ratios[index]!.push(over / under);
    }
  }
  return pairs.map((pair, index) => {
    const value = median(ratios[index]!);
    const verdict = pair.target === undefined ? '' : ` (${withinTarget(value, pair.target)})`;
    const spread = ratios[index]!.map((each) => each.toFixed(2)).join(' ');
    return `${pair.label} ${value.toFixed(2)}${verdict} [rounds: ${spread}]`;
  });
}

interface Server {
  port: number;
  pid: number;
}

/** The ratios, each pair loaded together. */
export async function printPairedRatios(
  servers: Record<
    'gateway' | 'bare' | 'jobFloor' | 'nginx' | 'helmetGateway' | 'helmetBare' | 'helmetNginx',
    Server
  >,
  urlOf: (port: number) => string,
  options: { rate: number; seconds: number; rounds: number },
): Promise<void> {
  const target = (name: keyof typeof servers): Target => ({
    url: urlOf(servers[name].port),
    pid: servers[name].pid,
  });
  const pair = (
    label: string,
    over: keyof typeof servers,
    under: keyof typeof servers,
    limit?: number,
  ) => ({ label, over: target(over), under: target(under), target: limit });
  const targets = CPU_RATIO_TARGETS;
  const lines = await pairedRatios(
    [
      pair('gateway/bare stack', 'gateway', 'bare', targets.gatewayOverBare),
      pair("gateway/bare stack with the gateway's headers and ids", 'gateway', 'jobFloor'),
      pair('gateway/nginx', 'gateway', 'nginx', targets.gatewayOverNginx),
      pair(
        'helmet-style gateway/bare',
        'helmetGateway',
        'helmetBare',
        targets.helmetGatewayOverBare,
      ),
      pair(
        'helmet-style gateway/nginx',
        'helmetGateway',
        'helmetNginx',
        targets.helmetGatewayOverNginx,
      ),
    ],
    options,
  );
  console.log(
    `API      CPU per request loaded in pairs (both at once, ${options.rate} req/s each, same core; median of ${options.rounds} rounds):`,
  );
  for (const line of lines) console.log(`         ${line}`);
}
