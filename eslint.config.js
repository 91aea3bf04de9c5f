// Import boundaries are errors (STYLE.md): packages never import apps, the search engine imports
// nothing from the workspace, UI never imports server code, console features never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/console/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Server modules touch each other only through their index.ts (STYLE.md "Import rules"); with
// import-x/no-cycle that also makes a cycle between two modules a lint error, whichever files close it.
const modulesDir = 'apps/server/src/modules';
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const moduleZones = serverModules.map((module) => ({
  target: `./${modulesDir}/${module}`,
  from: `./${modulesDir}`,
  except: [
    `./${module}`,
    ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
  ],
  message: "A module touches another only through the service functions of that module's index.ts.",
}));

const zones = [
  {
    target: './packages',
    from: './apps',
    message: 'Packages never import apps: move shared code into packages/domain.',
  },
  {
    target: './packages/search',
    from: './packages/domain',
    message: 'packages/search stays pure: the server adapts domain config into search options.',
  },
  {
    target: './apps/console',
    from: './apps/server',
    message: 'The console never imports server code: shared contracts live in packages/domain.',
  },
  {
    target: './apps/server',
    from: './apps/console',
    message: 'The server never imports UI code.',
  },
  {
    target: './apps/layer',
    from: './apps/server',
    message: 'The layer never imports server code: shared contracts live in packages/domain.',
  },
  {
    target: './apps/server',
    from: './apps/layer',
    message: 'The server never imports UI code.',
  },
  {
    target: './apps/console/src/ui',
    from: './apps/console/src/features',
    message: 'Shared UI must not depend on a feature.',
  },
  {
    target: './apps/console/src/lib',
    from: './apps/console/src/features',
    message: 'lib must not depend on a feature.',
  },
  {
    target: './apps/console/src/api',
    from: './apps/console/src/features',
    message: 'src/api holds the endpoints several features share: it must not depend on a feature.',
  },
  {
    target: ['./apps/console/src/api', './apps/console/src/lib', './apps/console/src/ui'],
    from: './apps/console/src/app',
    message: 'Shared layers (api, lib, ui) never import from app/: the app assembles them, not the reverse.',
  },
  {
    target: './apps/console/src/features',
    from: './apps/console/src/app',
    message: 'Features never import from app/: the app assembles features, not the reverse.',
  },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in app/routes.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without them import-x cannot read a TypeScript file it follows, and no-cycle sees no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: [`${modulesDir}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }] },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}', 'apps/layer/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/consistent-test-it': ['error', { fn: 'it' }],
      // A shared test step that asserts is named expect… (testing/tuning-list.ts), so its tests count as asserting.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
