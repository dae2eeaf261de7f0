// No import circles anywhere in the repository's own code, type-only imports included (a circle
// through a type, proxy.ts ↔ forward-headers.ts, once passed eslint-plugin-import's no-cycle,
// which skips `import type`). This is the one check of it: it walks every import, export-from
// and dynamic import with TypeScript's own pre-processor, in ~1 s; no-cycle took 11 of the
// lint's 25 s and is off.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './lib/files-under';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['client', 'server', 'shared', 'scripts', 'tests'];
/** Two files that import each other on purpose: the walk must find their circle. */
const FIXTURES = path.join('scripts', 'cycle-fixtures');

/** The modules under `dir`; the fixtures only when `dir` is theirs. */
function sourceFiles(dir: string): string[] {
  const fixtures = path.join(root, FIXTURES);
  return filesUnder(dir).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !file.endsWith('.d.ts') &&
      (dir.startsWith(fixtures) || !file.startsWith(fixtures + path.sep)),
  );
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@shared/')) base = path.join(root, 'shared', specifier.slice(8));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every module each file under `dirs` imports, type-only imports included. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolve(file, imported.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of the graph, each as the files along it (Tarjan's strongly connected parts). */
function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(part);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The circles among the files under `dirs`, each as its files' repository paths, sorted. */
const circlesIn = (dirs: string[]) =>
  circlesOf(importGraph(dirs)).map((circle) =>
    circle.map((file) => path.relative(root, file)).sort(),
  );

describe('import circles', () => {
  it('finds the circle of two files on disk that a type-only import closes (the check bites)', () => {
    expect(circlesIn([FIXTURES])).toEqual([
      [path.join(FIXTURES, 'cycle-a.ts'), path.join(FIXTURES, 'cycle-b.ts')],
    ]);
  });

  it('none in client/, server/, shared/, scripts/ or tests/, type-only imports included', () => {
    expect(circlesIn(SOURCE_DIRS)).toEqual([]);
  });
});
