// A rule a code comment cites must be readable inside the repository: "SPEC §N" points to a
// section of docs/spec.md and "DESIGN resolution N" (or "DESIGN.md resolution N") to a
// resolution of docs/design.md (docs/architecture.md says so at the top). And the docs name
// what is there: every repository path they put in backticks exists, and README's variable
// table lists exactly the variables the gateway and the demo backend read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../server/config';
import { filesUnder } from './lib/files-under';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['client', 'server', 'shared', 'scripts', 'tests'];

const sources = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => /\.(ts|tsx|css|html)$/.test(file))
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** Every number cited by `pattern` (group 1 lists one or more, as '§2 / §6' or '2 and 4'). */
function citations(pattern: RegExp): { file: string; number: number }[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/\d+/g)].map((n) => ({ file, number: Number(n[0]) })),
    ),
  );
}

const spec = readFileSync(path.join(root, 'docs/spec.md'), 'utf8');
const design = readFileSync(path.join(root, 'docs/design.md'), 'utf8');
const specSections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
const resolutionsPart = design.slice(design.indexOf('## Resolutions'));
const resolutions = new Set([...resolutionsPart.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1])));

describe('rules cited in code comments', () => {
  it('docs/spec.md keeps the sections §1–§9 and docs/design.md the resolutions 1–27', () => {
    expect([...specSections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...resolutions]).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
  });

  it('cite only sections of docs/spec.md', () => {
    const cited = citations(/SPEC(?:\.md)? ?(§\s?\d+(?:\s?(?:\/|,|and)\s?§?\s?\d+)*)/g);
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter(({ number }) => !specSections.has(number))).toEqual([]);
  });

  it('cite only resolutions of docs/design.md', () => {
    const cited = citations(/DESIGN(?:\.md)? resolutions? (\d+(?:\s?(?:,|and|\/)\s?\d+)*)/g);
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter(({ number }) => !resolutions.has(number))).toEqual([]);
  });
});

const DOCS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const readDoc = (doc: string) => readFileSync(path.join(root, doc), 'utf8');

/** A path with `*` names files that must exist; `<x>`, `{id}` and `…` are placeholders. */
function pathExists(reference: string, files: readonly string[]): boolean {
  const clean = reference.replace(/[.,:;)]+$/, '').replace(/\/$/, '');
  if (!clean.includes('*')) return existsSync(path.join(root, clean));
  const pattern = new RegExp(
    `^${clean
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return files.some((file) => pattern.test(file));
}

describe('the docs name what is there', () => {
  it('every backticked repository path in README.md and docs/*.md exists', () => {
    const files = SOURCE_DIRS.concat('deploy').flatMap((dir) =>
      filesUnder(path.join(root, dir), { folders: true }).map((file) => path.relative(root, file)),
    );
    const references = DOCS.flatMap((doc) =>
      [...readDoc(doc).matchAll(/`((?:client|server|shared|scripts|tests|deploy)\/[^`\s]*)`/g)]
        .map((match) => match[1]!)
        .filter((reference) => !/[<{…]/.test(reference))
        .map((reference) => ({ doc, reference })),
    );
    expect(references.length).toBeGreaterThan(50);
    expect(references.filter(({ reference }) => !pathExists(reference, files))).toEqual([]);
  });

  it("README's variable table lists exactly the variables the gateway and demo backend read", () => {
    const readme = readDoc('README.md');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!);
    const serverReads = sources
      .filter(({ file }) => file.startsWith('server/') && !/\.test\.|^server\/test\//.test(file))
      .flatMap(({ text }) => [...text.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]*)/g)])
      .map((match) => match[1]!);
    const read = new Set([...CONFIG_VARIABLES, ...serverReads]);
    expect(read.has('DEMO_FAULTS') && read.has('PIPELINE_STEP_MS')).toBe(true);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...read].sort());
  });
});
