import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const MINGO_MESSAGE = 'Import Query and Aggregator from src/query/mingo.ts.';

// Each domain's schemas are a module-federation shared module of their own; the root entry holds
// every domain's (frontends/README.md "Page weight").
const CONTRACTS_ROOT_IMPORT = {
  name: '@filmcollab/contracts',
  message:
    "Import the domain's entry point: '@filmcollab/contracts/<domain>' (contracts/package.json exports).",
};

// Schemas the browser runs are zod/mini's: a classic zod schema carries every method zod has, so
// one value import of 'zod' brings about 14 KB more (compressed) to every page that loads it.
const CLASSIC_ZOD_IMPORT = {
  name: 'zod',
  allowTypeImports: true,
  message: 'Browser code builds schemas with \'zod/mini\' (frontends/README.md "Page weight").',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'helm/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS config files (jest.config.js and friends) use require by design.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // zod and RTK are not module-federation shared modules (frontends/README.md "Page weight"):
    // a value import in the shell or a remote bundles a second copy of them into the page.
    files: ['frontends/**/src/**/*.{ts,tsx}'],
    ignores: ['frontends/web-kit/**', 'frontends/**/*.spec.{ts,tsx}', 'frontends/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CONTRACTS_ROOT_IMPORT],
          patterns: [
            {
              group: ['zod', 'zod/*', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              allowTypeImports: true,
              message:
                'Import its types only: schemas come from @filmcollab/contracts, the store and skipToken from @filmcollab/web-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // The same rule where zod and RTK may be imported: web-kit, the frontends' tests.
    files: [
      'frontends/web-kit/**/*.{ts,tsx}',
      'frontends/**/*.spec.{ts,tsx}',
      'frontends/**/testing/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACTS_ROOT_IMPORT] }],
    },
  },
  {
    // Web-kit and the contracts reach the browser: their schemas are zod/mini's.
    files: ['frontends/web-kit/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['**/*.spec.{ts,tsx}', 'frontends/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [CONTRACTS_ROOT_IMPORT, CLASSIC_ZOD_IMPORT] },
      ],
    },
  },
  {
    // The embedded database runs mingo's queries from its single-file build (src/query/mingo.ts):
    // its CommonJS modules test each document two to four times slower. Its updater stays.
    files: ['infra/embedded-mongo/src/**/*.ts'],
    ignores: ['infra/embedded-mongo/src/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'mingo', allowTypeImports: true, message: MINGO_MESSAGE }],
          patterns: [
            {
              regex: '^mingo/(?!(util|updater)$)',
              allowTypeImports: true,
              message: MINGO_MESSAGE,
            },
          ],
        },
      ],
    },
  },
);
