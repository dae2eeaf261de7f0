import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe("the audit's Lighthouse", () => {
  it("is not among the project's packages: npm ci does not install it", () => {
    const lock = json('package-lock.json') as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter((name) => /(^|\/)lighthouse$/.test(name))).toEqual([]);
  });

  it("is pinned to exact versions that scripts/audit's lock installs", () => {
    const pinned = (json('scripts/audit/package.json') as { dependencies: Record<string, string> })
      .dependencies;
    const lock = json('scripts/audit/package-lock.json') as {
      packages: Record<string, { version?: string }>;
    };
    expect(Object.keys(pinned).sort()).toEqual(['chrome-launcher', 'lighthouse']);
    for (const [name, version] of Object.entries(pinned)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });
});
