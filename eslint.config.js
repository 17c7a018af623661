import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Where a module lives: its top folder, src/'s second level, or its feature (docs/architecture.md). */
function layerOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'src' && parts[1] === 'features') return { layer: 'feature', feature: parts[2] };
  if (parts[0] === 'src') return { layer: `src/${parts[1]}` };
  return { layer: parts[0] };
}

/** What the data layer (src/data: the screens' hooks over the cache and its refresh) may import. */
const DATA_LAYER_IMPORTS = ['src/data', 'db', 'contract', 'src/sync', 'src/api', 'src/state', 'src/domain', 'src/i18n'];

function boundaryViolation(from, to, source) {
  if (from.layer === 'contract' && source.startsWith('.') && to.layer !== 'contract' && to.layer !== 'src/domain') {
    return 'The contract imports only itself and src/domain: the server and both apps import it.';
  }
  if (from.layer === 'server' && to.layer.startsWith('src/') && to.layer !== 'src/domain') {
    return 'The server imports nothing from src/ except src/domain/.';
  }
  if (from.layer === 'server' && (to.layer === 'feature' || to.layer === 'db' || to.layer === 'admin')) {
    return 'The server imports nothing from the apps.';
  }
  if (from.layer === 'server' && to.layer === 'scripts') {
    return 'The server imports nothing from scripts/ (the build and the tools): what both need lives in the contract.';
  }
  if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
    return `Features do not import each other (${from.feature} → ${to.feature}); move shared code to ui/, domain/ or state/.`;
  }
  if (from.layer === 'src/domain') {
    if (to.layer !== 'src/domain' && source.startsWith('.')) return 'src/domain is pure: it imports only src/domain.';
    if (!source.startsWith('.')) return 'src/domain is pure: no packages, no React, no Node APIs.';
  }
  if (['src/ui', 'src/api', 'src/state', 'src/sync', 'src/data', 'db'].includes(from.layer) && to.layer === 'feature') {
    return `${from.layer} must not depend on features.`;
  }
  if (from.layer === 'feature' && (to.layer === 'db' || to.layer === 'src/sync')) {
    return 'Screens read and refresh their data through the hooks of src/data/, never the cache (db/) or src/sync/ themselves.';
  }
  if (from.layer === 'feature' && (source === 'dexie' || source === 'dexie-react-hooks')) {
    return 'Screens read the cache through the hooks of src/data/, not with Dexie.';
  }
  if (from.layer === 'src/data' && source.startsWith('.') && !DATA_LAYER_IMPORTS.includes(to.layer)) {
    return `src/data reads and refreshes the cache: it imports only ${DATA_LAYER_IMPORTS.join(', ')}.`;
  }
  if (from.layer === 'admin' && (to.layer === 'feature' || to.layer === 'server')) {
    return 'The admin console uses only shared modules and the HTTP API.';
  }
  return undefined;
}

const boundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const from = layerOf(context.filename);
          const to = source.startsWith('.') ? layerOf(resolve(dirname(context.filename), source)) : { layer: 'package' };
          const message = boundaryViolation(from, to, source);
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', '.test-artifacts/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    rules: {
      'boundaries/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'db/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The apps take the contract's types, not its schemas: TypeBox stays out of their bundles. The refusal
      // catalogue is plain data.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/*', '!**/contract/refusals'],
              allowTypeImports: true,
              message: 'The apps import only types from the contract (import type …).',
            },
          ],
        },
      ],
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.{ts,js}', '.ci/**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
