// One lint for the whole repository. Besides typescript-eslint and the hooks rules, it holds
// the layers of docs/architecture.md: what may import what, and no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// eslint-plugin-import rather than import-x: import-x's native resolver (unrs-resolver) leaves
// its platform packages out of package-lock.json here, and `npm ci` then refuses the lock.
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const FEATURES = 'client/features';

/**
 * One zone per feature: it may import nothing from any other feature.
 * @param {string[]} features
 */
function featureZones(features) {
  return features.map((name) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  }));
}

const features = readdirSync(new URL(`./${FEATURES}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '.bench/**',
      '.test-results/**',
      // Broken on purpose; scripts/lint-boundaries.test.ts lints them with this config.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The TypeScript resolver knows tsconfig's @shared/* alias, so the zones and no-cycle see
      // through it (v3: its later majors use the native resolver that breaks npm ci's lock).
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./client', './server'],
              message: 'shared/ is imported by both sides and imports neither.',
            },
            {
              target: './server',
              from: './client',
              message: 'The server never imports client code.',
            },
            {
              target: './client',
              from: './server',
              message: 'The client never imports server code.',
            },
            {
              target: ['./client/components', './client/lib'],
              from: ['./client/features', './client/app'],
              message: 'components/ and lib/ sit below features/ and app/ and never import them.',
            },
            ...featureZones(features),
          ],
        },
      ],
    },
  },
  {
    // Issue 31 item 9: no product file over 350 lines (tests and test kits excepted).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'client/test/**', 'server/test/**', 'scripts/lint-fixtures/**'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
);
