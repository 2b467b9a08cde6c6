import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { untranslatedText } from './eslint/untranslated-text.js';

/** Packages that must stay free of React and the DOM (they run in Node, workers and browsers). */
const frameworkFree = [
  'packages/form-schema/src/**',
  'packages/flow-model/src/**',
  'packages/http-client/src/**',
  'packages/upload-sdk/src/**',
  'packages/form-renderer/src/runtime/**',
];

/**
 * The application shell's folders (apps/shell/src), each with the folders below it that its
 * modules may import: shared pieces at the bottom, features above them, the route table on top
 * (apps/shell/CONTEXT.md, "Layers"). Stories and tests stand above all of them: they render the
 * whole shell through `testing/`, which no other module imports.
 */
const shellBase = ['api', 'dialogs', 'tabs', 'common'];
const shellFeatures = [
  'artefacts',
  'dashboards',
  'dataview',
  'design',
  'files',
  'flowdesign',
  'flows',
  'formcontainer',
  'rbac',
  'statistics',
  'templates',
];
const shellLayers = {
  api: [],
  dialogs: [],
  tabs: ['dialogs'],
  common: ['api', 'dialogs', 'tabs'],
  dataview: shellBase,
  files: shellBase,
  formcontainer: shellBase,
  layout: shellBase,
  profile: shellBase,
  rbac: shellBase,
  statistics: shellBase,
  dashboards: [...shellBase, 'statistics'],
  artefacts: [...shellBase, 'formcontainer', 'flowdesign', 'statistics', 'dashboards'],
  templates: [...shellBase, 'formcontainer'],
  flowdesign: [...shellBase, 'formcontainer'],
  flows: [...shellBase, 'formcontainer', 'flowdesign'],
  design: [...shellBase, 'formcontainer', 'templates'],
  pages: [...shellBase, ...shellFeatures],
  routing: [...shellBase, ...shellFeatures, 'layout', 'pages', 'profile'],
};

/** Refuses, in the shell's `files`, a static or lazy import whose path matches `upward`. */
const shellFence = (files, upward, message) => ({
  files,
  ignores: ['**/*.test.*', '**/*.stories.*'],
  rules: {
    // The typescript-eslint twin of the rule, so that the repository's own
    // `no-restricted-imports` (TypeBox's default export) still holds here.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: upward, message }] },
    ],
    // A selector's regex may not hold a slash: `\x2F` stands for it.
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/${upward.replaceAll('/', '\\x2F')}/]`, message },
    ],
  },
});

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
    // What users read in the apps and the designer follows their language (docs/decisions/0020).
    files: [
      'apps/admin/src/**/*.tsx',
      'apps/shell/src/**/*.tsx',
      'packages/app-kit/src/**/*.tsx',
      'packages/form-designer/src/**/*.tsx',
    ],
    // stories and tests, and the designer's example of a host's page (the host's own words)
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.tsx',
      '**/testing/**',
      '**/*StoryProviders.tsx',
      '**/HostExample.tsx',
    ],
    plugins: { local: { rules: { 'untranslated-text': untranslatedText } } },
    rules: { 'local/untranslated-text': 'error' },
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
    files: [
      'packages/form-schema/src/**',
      'packages/flow-model/src/**',
      'packages/http-client/src/**',
    ],
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
  ...Object.entries(shellLayers).map(([folder, below]) =>
    shellFence(
      [`apps/shell/src/${folder}/**`],
      `^\\.\\./(?!(?:${below.join('|')})/)`,
      `The shell's ${folder}/ imports only ${below.map((name) => `${name}/`).join(', ') || 'its own modules'} (layers in apps/shell/CONTEXT.md).`,
    ),
  ),
  shellFence(
    ['apps/shell/src/*'],
    '^\\./testing/',
    "Only the shell's stories and tests import its testing/.",
  ),
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
