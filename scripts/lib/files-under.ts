// The one walk of the repository's folders, for the tests that read the source tree (doc
// references, import cycles, permission use, source rules).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` as an absolute path, and each folder too when `folders` is set;
 * node_modules and .git are never entered.
 */
export function filesUnder(dir: string, { folders = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [file];
    if (entry.name === 'node_modules' || entry.name === '.git') return [];
    const inside = filesUnder(file, { folders });
    return folders ? [file, ...inside] : inside;
  });
}
