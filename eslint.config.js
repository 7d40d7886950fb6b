import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { tableOwners } from './eslint-rules/module-tables.js';
import { webZones } from './eslint-rules/web-zones.js';

/** react-router's Link and NavLink carry framework-mode prefetching the app does not use (decision 081). */
const reactRouterLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Use Link and NavLink from src/lib/link.tsx: react-router's carry unused prefetching (decision 081).",
};

/** `x / 100` on a paise amount or `x * 100` on a rupee amount: what money.ts does, spelled again. */
const adHocMoneyConversions = [
  ['/', '[pP]aise'],
  ['*', '[rR]upees'],
].flatMap(([operator, name]) =>
  ['left.name', 'left.property.name'].map((side) => ({
    selector: `BinaryExpression[operator='${operator}'][right.value=100][${side}=/${name}$/]`,
    message: 'Convert money with rupeesToPaise / paiseToRupees / formatPaise from @shop/shared/money.',
  })),
);

/*
 * Server module boundaries (docs/architecture.md#boundaries-the-lint-enforces, docs/decisions/022-module-boundaries.md,
 * docs/decisions/198-module-front-doors.md). Every module is entered through its front door, modules/<m>/index.ts;
 * a table's SQL lives in its owner module (eslint-rules/module-tables.js); db/ and lib/ are the bottom layers.
 */
const serverModules = readdirSync(new URL('apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemaTables = [
  ...readFileSync(new URL('apps/server/src/db/schema.ts', import.meta.url), 'utf8').matchAll(
    /^export const (\w+) = pg(?:Table|Sequence)\(/gm,
  ),
].map((match) => match[1]);

const anotherRepository = {
  regex: '^(\\.\\./)+(modules/)?[^./][^/]*/[^/]*\\.repository(\\.ts)?$',
  message: "Another module's repository: call that module's service (pass `tx` to join a transaction).",
};
const deepIntoModule = {
  // ./modules/orders/orders.service, ../modules/users/x, ../../modules/catalog/y: only modules/<m> or modules/<m>/index.
  regex: '(^|/)modules/[^./][^/]*/(?!index$)(?![^/]*\\.repository(\\.ts)?$)[^/]+',
  message: "Another module's internals: import its front door, modules/<m>/index.ts (add the export there).",
};

function serverBoundaries() {
  const forModule = (name) => {
    const { owns = [], alsoImports = [] } = tableOwners[name] ?? {};
    const foreignTables = schemaTables.filter((table) => !owns.includes(table) && !alsoImports.includes(table));
    return {
      files: [`apps/server/src/modules/${name}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: foreignTables.length
              ? [
                  {
                    name: '../../db/schema',
                    importNames: foreignTables,
                    message: `A table another module owns (eslint-rules/module-tables.js, decision 022): ask its owner's service.`,
                  },
                ]
              : [],
            patterns: [
              anotherRepository,
              {
                regex: '^\\.\\./(?!\\.|admin/)[^/]+/(?!index$)(?![^/]*\\.repository(\\.ts)?$).+',
                message: "Another module's internals: import its front door, ../<m> (modules/<m>/index.ts; add the export there).",
              },
              deepIntoModule,
              {
                regex: '^\\.\\./admin(/|$)',
                message: 'The admin module composes the others; move what you need into its own module instead.',
              },
            ],
          },
        ],
      },
    };
  };
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [anotherRepository, deepIntoModule] }] },
    },
    ...serverModules.map(forModule),
    {
      files: ['apps/server/src/db/**/*.ts', 'apps/server/src/lib/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)modules(/|$)',
                message: 'db/ and lib/ are the bottom layers: they never import a module (pass what they need as a parameter).',
              },
            ],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'eslint-rules/*.js', 'scripts/*.mjs', 'apps/*/scripts/*.mjs', 'e2e/*.mjs', 'vitest.config.ts', 'vitest.console-errors.ts'],
          // The scripts and local lint rules are plain JS outside any tsconfig; a score of them is still cheap to lint.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 24,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [reactRouterLinks] }],
    },
  },
  {
    // process.env is read in one place only: the validated config.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read config from src/config/env.ts' }],
    },
  },
  ...serverBoundaries(),
  {
    // Shared rules stay pure: no I/O, no app code.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '@shop/server*', '@shop/web*', 'react*'] }],
    },
  },
  {
    // The storefront never imports the admin feature (it ships as its own lazy chunk).
    files: ['apps/web/src/features/!(admin)/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      // A later block's rule replaces an earlier one's for the same files, so the Link rule is repeated here.
      'no-restricted-imports': ['error', { paths: [reactRouterLinks], patterns: ['**/features/admin/**', '**/app/**'] }],
    },
  },
  {
    // Money is integer paise; rupees only at the API edge and on screen, converted in one place:
    // packages/shared/src/money.ts (rupeesToPaise, paiseToRupees, formatPaise). Decision 004.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/money.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...adHocMoneyConversions],
    },
  },
  {
    // Web import zones: features never import each other; components, hooks, lib, stores never import a feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'web-zones': webZones } } },
    rules: { 'shop/web-zones': 'error' },
  },
  {
    // Tests poke at arbitrary JSON answers; typing every one would add noise, not safety.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-properties': 'off',
    },
  },
);
