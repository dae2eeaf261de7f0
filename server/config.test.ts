import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const errorFor = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the DESIGN.md defaults', () => {
    const config = loadConfig({ BFF_URL: 'https://bff.example/base' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      bffTimeoutMs: 30_000,
      logLevel: 'info',
      production: false,
    });
    expect(config.bffUrl?.href).toBe('https://bff.example/base');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      BFF_URL: 'http://10.0.0.5:9000',
      PORT: '3000',
      HOST: '127.0.0.1',
      BFF_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/public',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      bffTimeoutMs: 1500,
      logLevel: 'warn',
      staticDir: '/srv/public',
      production: true,
    });
  });

  it('leaves BFF_URL unset outside production (the demo backend is used) and treats empty as unset', () => {
    expect(loadConfig({}).bffUrl).toBeUndefined();
    expect(loadConfig({ BFF_URL: '' }).bffUrl).toBeUndefined();
  });

  it('falls back to <cwd>/dist/public when no public folder sits beside the server file', () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'config-'));
    expect(loadConfig({}, cwd).staticDir).toBe(path.join(cwd, 'dist', 'public'));
    rmSync(cwd, { recursive: true });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'BFF_URL'],
    [{ BFF_URL: 'not a url' }, 'BFF_URL'],
    [{ BFF_URL: 'ftp://bff.example' }, 'BFF_URL'],
    [{ BFF_URL: '/relative' }, 'BFF_URL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ BFF_TIMEOUT_MS: '0' }, 'BFF_TIMEOUT_MS'],
    [{ BFF_TIMEOUT_MS: '10s' }, 'BFF_TIMEOUT_MS'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ HOST: 'two words' }, 'HOST'],
    [{ BFF_MAX_CONNECTIONS: '0' }, 'BFF_MAX_CONNECTIONS'],
    [{ BODY_IDLE_TIMEOUT_MS: 'soon' }, 'BODY_IDLE_TIMEOUT_MS'],
    [{ METRICS_PORT: '99999' }, 'METRICS_PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback' }, 'TRUST_PROXY'],
    // ipaddr.js alone reads these as 0.0.0.10/8 and 0.0.0.10.
    [{ TRUST_PROXY: '10/8' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8,10' }, 'TRUST_PROXY'],
    [{ SOURCE_MAPS: 'yes' }, 'SOURCE_MAPS'],
  ])('%j is refused, naming %s and what it expects', (env, variable) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable} must be `));
    expect(error.message).not.toContain('\n');
  });

  it('issue #12 defaults: 128 BFF sockets, 10 s body idle, nobody trusted, metrics and maps public only outside production', () => {
    const development = loadConfig({});
    expect(development).toMatchObject({
      bffMaxConnections: 128,
      bodyIdleTimeoutMs: 10_000,
      trustProxy: [],
      metricsPort: undefined,
      publicMetrics: true,
      serveSourceMaps: true,
    });
    const production = loadConfig({ BFF_URL: 'https://bff.example', NODE_ENV: 'production' });
    expect(production).toMatchObject({ publicMetrics: false, serveSourceMaps: false });
  });

  it('reads the issue #12 variables', () => {
    const config = loadConfig({
      BFF_URL: 'https://bff.example',
      NODE_ENV: 'production',
      BFF_MAX_CONNECTIONS: '64',
      BODY_IDLE_TIMEOUT_MS: '5000',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-long-scrape-token-1234',
      TRUST_PROXY: '10.0.0.0/8, fd00::/8 ,192.0.2.7',
      SOURCE_MAPS: 'public',
    });
    expect(config).toMatchObject({
      bffMaxConnections: 64,
      bodyIdleTimeoutMs: 5000,
      metricsPort: 9464,
      metricsToken: 'a-long-scrape-token-1234',
      publicMetrics: true,
      trustProxy: ['10.0.0.0/8', 'fd00::/8', '192.0.2.7'],
      serveSourceMaps: true,
    });
  });
});

describe('drain and replica settings', () => {
  it('drains 5 s, waits 10 s for requests in flight and names no replica by default', () => {
    expect(loadConfig({})).toMatchObject({
      drainDelayMs: 5_000,
      shutdownTimeoutMs: 10_000,
      servedBy: undefined,
    });
  });

  it('reads DRAIN_DELAY_MS, SHUTDOWN_TIMEOUT_MS and SERVED_BY', () => {
    expect(
      loadConfig({ DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500', SERVED_BY: 'gateway-2' }),
    ).toMatchObject({ drainDelayMs: 0, shutdownTimeoutMs: 2500, servedBy: 'gateway-2' });
  });

  it.each([
    [{ DRAIN_DELAY_MS: '5s' }, 'DRAIN_DELAY_MS'],
    [{ DRAIN_DELAY_MS: '700000' }, 'DRAIN_DELAY_MS'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ SERVED_BY: 'two words' }, 'SERVED_BY'],
  ])('%j is refused, naming %s', (env, variable) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable} must be `));
  });
});
