// The layers of docs/architecture.md hold because `npm run lint` fails on a crossing. This
// proves it: each forbidden import below, linted with the repository's own eslint.config.js,
// must produce its rule's error, and a legal one none. Each probe is a two-line text linted as
// if it were a module of the folder under test (the path of a real one) importing a real module
// of another folder; both are picked from the tree so that renames there do not break the test.
// Import cycles are import-cycles.test.ts's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** A non-test module of `dir` (relative to the repository), as an absolute path. */
function someModule(dir: string): string {
  const name = readdirSync(path.join(root, dir))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()[0];
  if (!name) throw new Error(`no module in ${dir}`);
  return path.join(root, dir, name);
}

/** `target` as an import specifier from a file in `fromDir`. */
function specifier(fromDir: string, target: string): string {
  const relative = path
    .relative(path.join(root, fromDir), target)
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Lints, as a module of `dir`, a text that imports `target` and uses it. */
async function lintImport(dir: string, target: string): Promise<Linter.LintMessage[]> {
  const text = `import * as probe from '${specifier(dir, target)}';\n\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(text, { filePath: someModule(dir) });
  return result?.messages ?? [];
}

const errorsOf = (messages: Linter.LintMessage[], rule: string) =>
  messages.filter((message) => message.ruleId === rule && message.severity === 2);

function foldersOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const features = () => foldersOf('client/features');
const entities = () => foldersOf('client/entities');

const DEMO_BACKEND = 'server/demo-backend';
/** The demo backend's infrastructure, as eslint.config.js names it; every other folder is a capability. */
const INFRASTRUCTURE = ['http', 'seed', 'store'];

function capabilities(): string[] {
  return readdirSync(path.join(root, DEMO_BACKEND), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** A module of a capability other than its entry (index.ts). */
function internalModule(capability: string): string {
  const dir = path.join(root, DEMO_BACKEND, capability);
  const name = readdirSync(dir)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && file !== 'index.ts')
    .sort()[0];
  if (!name) throw new Error(`no internal module in ${capability}`);
  return path.join(dir, name);
}

const entryOf = (capability: string) => path.join(root, DEMO_BACKEND, capability, 'index.ts');

describe('the lint holds the layers', () => {
  it('refuses a feature importing another feature', async () => {
    const [first, second] = features();
    const messages = await lintImport(
      `client/features/${first}`,
      someModule(`client/features/${second}`),
    );
    const errors = errorsOf(messages, 'import/no-restricted-paths');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('A feature never imports another feature');
  });

  it('refuses components/ importing a feature', async () => {
    const [feature] = features();
    const messages = await lintImport(
      'client/components',
      someModule(`client/features/${feature}`),
    );
    const errors = errorsOf(messages, 'import/no-restricted-paths');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('components/ and lib/ sit below features/ and app/');
  });

  it('refuses lib/ importing app/', async () => {
    const messages = await lintImport('client/lib', someModule('client/app'));
    const errors = errorsOf(messages, 'import/no-restricted-paths');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('components/ and lib/ sit below features/ and app/');
  });

  it('refuses components/ and lib/ importing an entity', async () => {
    const [entity] = entities();
    for (const dir of ['client/components', 'client/lib']) {
      const errors = errorsOf(
        await lintImport(dir, someModule(`client/entities/${entity}`)),
        'import/no-restricted-paths',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain('components/ and lib/ sit below');
      expect(errors[0]!.message).toContain('entities/');
    }
  });

  it('refuses an entity importing a feature or app/', async () => {
    const [entity] = entities();
    const [feature] = features();
    for (const target of [someModule(`client/features/${feature}`), someModule('client/app')]) {
      const errors = errorsOf(
        await lintImport(`client/entities/${entity}`, target),
        'import/no-restricted-paths',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain('entities/ sit below features/ and app/');
    }
  });

  it('refuses shared/ importing the server', async () => {
    const messages = await lintImport('shared', someModule('server'));
    const errors = errorsOf(messages, 'import/no-restricted-paths');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('shared/ is imported by both sides and imports neither');
  });

  it('refuses the server importing the client, and the client importing the server', async () => {
    const intoClient = await lintImport('server', someModule('client/lib'));
    expect(errorsOf(intoClient, 'import/no-restricted-paths')[0]?.message).toContain(
      'The server never imports client code',
    );
    const intoServer = await lintImport('client/lib', someModule('server'));
    expect(errorsOf(intoServer, 'import/no-restricted-paths')[0]?.message).toContain(
      'The client never imports server code',
    );
  });

  it("refuses a demo-backend capability importing another capability's internal file", async () => {
    const [first, second] = capabilities();
    const messages = await lintImport(`${DEMO_BACKEND}/${first}`, internalModule(second!));
    const errors = errorsOf(messages, 'import/no-restricted-paths');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(
      'A demo-backend capability is imported only through its entry',
    );
    expect(errors[0]!.message).toContain(`${DEMO_BACKEND}/${second}/index.ts`);
  });

  it("refuses the rest of the server and the scripts importing a capability's internal file", async () => {
    const [capability] = capabilities();
    for (const dir of [DEMO_BACKEND, 'server/test', 'scripts/lib']) {
      const errors = errorsOf(
        await lintImport(dir, internalModule(capability!)),
        'import/no-restricted-paths',
      );
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining('A demo-backend capability is imported only through its entry'),
      ]);
    }
  });

  it("refuses the demo backend's infrastructure importing a capability, even its entry", async () => {
    const [capability] = capabilities();
    for (const infrastructure of INFRASTRUCTURE) {
      const errors = errorsOf(
        await lintImport(`${DEMO_BACKEND}/${infrastructure}`, entryOf(capability!)),
        'import/no-restricted-paths',
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain("sit below the demo backend's capabilities");
    }
  });

  it('accepts the legal directions: a feature importing components/, lib/ and shared/', async () => {
    const [feature] = features();
    const dir = `client/features/${feature}`;
    for (const target of [
      someModule('client/components'),
      someModule('client/lib'),
      someModule('shared'),
    ]) {
      expect(await lintImport(dir, target)).toEqual([]);
    }
  });

  it('accepts a feature and app/ importing an entity, and an entity importing another, components/, lib/ and shared/', async () => {
    const [first, second] = entities();
    const [feature] = features();
    const entity = someModule(`client/entities/${first}`);
    for (const dir of [`client/features/${feature}`, 'client/app']) {
      expect(await lintImport(dir, entity)).toEqual([]);
    }
    for (const target of [
      someModule(`client/entities/${second}`),
      someModule('client/components'),
      someModule('client/lib'),
      someModule('shared'),
    ]) {
      expect(await lintImport(`client/entities/${first}`, target)).toEqual([]);
    }
  });

  it("accepts a capability importing another capability's entry and the infrastructure", async () => {
    const [first, second] = capabilities();
    const dir = `${DEMO_BACKEND}/${first}`;
    const infrastructure = INFRASTRUCTURE.map((name) => someModule(`${DEMO_BACKEND}/${name}`));
    for (const target of [entryOf(second!), ...infrastructure]) {
      expect(await lintImport(dir, target)).toEqual([]);
    }
  });
});
