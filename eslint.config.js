import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that must stay free of React and the DOM (they run in Node, workers and browsers). */
const frameworkFree = [
  'packages/form-schema/src/**',
  'packages/http-client/src/**',
  'packages/upload-sdk/src/**',
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '.tools/**',
      '.pack/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.es2023 },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      eqeqeq: ['error', 'smart'],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typebox',
              importNames: ['default'],
              message:
                "Import { Type } from 'typebox': its default export keeps all of TypeBox, the script parser too, in the apps' bundles.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is imported by the apps: TypeBox's computed types need its type engine
    // (about 12 KiB gzip), which would then load with the sign-in page.
    files: ['packages/api-contract/src/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['Record', 'Partial', 'Omit', 'Pick', 'Required', 'Composite', 'Intersect', 'Evaluate']
          .concat(['KeyOf', 'Index', 'Mapped', 'Conditional', 'Extends', 'Module', 'Cyclic'])
          .map((property) => ({
            object: 'Type',
            property,
            message:
              'Computed TypeBox types bring its type engine into the apps: build the schema from Type.Object and Type.Optional (see MapOf and UpdateOf in common.ts).',
          })),
      ],
    },
  },
  {
    files: [
      '**/*.tsx',
      'packages/form-renderer/src/**',
      'packages/form-designer/src/**',
      'apps/*/src/**',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: frameworkFree,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*'],
              message: 'This package is framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/form-schema/src/**', 'packages/http-client/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'process',
          'Buffer',
        ].map((name) => ({
          name,
          message: 'This package runs in browsers, workers and Node: no DOM or Node globals.',
        })),
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      '**/bench/**',
      'scripts/**',
      '**/*.config.*',
      '.storybook/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
