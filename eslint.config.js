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
    message:
      'A feature never imports another feature: move what both need to entities/ (a domain read or piece of UI) or components/ or lib/.',
  }));
}

/** @param {string} dir the folders of `dir` (relative to the repository) */
const foldersOf = (dir) =>
  readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersOf(FEATURES);

const DEMO_BACKEND = 'server/demo-backend';
/** The demo backend's infrastructure: any file of these may be imported from anywhere. */
const INFRASTRUCTURE = ['http', 'seed', 'store'];
const demoFolders = foldersOf(DEMO_BACKEND);
/** Every other folder of the demo backend is a capability with one entry, its index.ts. */
const capabilities = demoFolders.filter((name) => !INFRASTRUCTURE.includes(name));

/**
 * One zone per capability of the demo backend: outside its folder (the other folders, the
 * backend's own app.ts, index.ts and test-hooks.ts, the rest of the server, scripts and tests)
 * only its index.ts is imported. And the infrastructure never imports a capability at all.
 * @param {string[]} names
 */
function capabilityZones(names) {
  const perCapability = names.map((name) => ({
    target: [
      ...demoFolders.filter((other) => other !== name).map((other) => `./${DEMO_BACKEND}/${other}`),
      `./${DEMO_BACKEND}/*.ts`,
      './server/*.ts',
      './server/gateway',
      './server/test',
      './scripts',
      './tests',
    ],
    from: `./${DEMO_BACKEND}/${name}`,
    except: ['./index.ts'],
    message: `A demo-backend capability is imported only through its entry: export what others need from ${DEMO_BACKEND}/${name}/index.ts.`,
  }));
  const infrastructure = {
    target: INFRASTRUCTURE.map((name) => `./${DEMO_BACKEND}/${name}`),
    from: names.map((name) => `./${DEMO_BACKEND}/${name}`),
    message: `${INFRASTRUCTURE.join('/, ')}/ sit below the demo backend's capabilities and never import one.`,
  };
  return [...perCapability, infrastructure];
}

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.bench/**', '.test-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Only plain JavaScript needs them: typescript-eslint turns no-undef off for TypeScript.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // The TypeScript resolver knows tsconfig's @shared/* alias, so the zones see through it
      // (v3: its later majors use the native resolver that breaks npm ci's lock).
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
              from: ['./client/features', './client/app', './client/entities'],
              message:
                'components/ and lib/ sit below features/ and app/ and never import them, nor entities/.',
            },
            {
              target: './client/entities',
              from: ['./client/features', './client/app'],
              message:
                'entities/ sit below features/ and app/ and never import them: what a feature and an entity both need moves down.',
            },
            ...featureZones(features),
            ...capabilityZones(capabilities),
          ],
        },
      ],
    },
  },
  {
    // Issue 31 item 9: no product file over 350 lines (tests and test kits excepted).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'client/test/**', 'server/test/**'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
);
