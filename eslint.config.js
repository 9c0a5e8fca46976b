// Layer boundaries (see docs/architecture.md): ui -> stores -> application -> ports <- adapters; domain depends on nothing.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This layer may not import from ${name}/ (see docs/architecture.md).`,
});
const pkg = (name, why) => ({ name, message: why });

const impureGlobals = [
  { name: 'fetch', message: 'Use the HttpClient port (src/ports/http-client.port.ts).' },
  { name: 'localStorage', message: 'Use the KeyValueStore port (src/ports/key-value-store.port.ts).' },
  { name: 'sessionStorage', message: 'Use the KeyValueStore port.' },
  { name: 'window', message: 'Browser APIs belong in adapters/.' },
  { name: 'document', message: 'Browser APIs belong in adapters/.' },
  { name: 'setTimeout', message: 'Use the Scheduler port (src/ports/scheduler.port.ts).' },
  { name: 'setInterval', message: 'Use the Scheduler port (src/ports/scheduler.port.ts).' },
];
const impureProperties = [
  { object: 'Date', property: 'now', message: 'Use the Clock port (src/ports/clock.port.ts).' },
  { object: 'Math', property: 'random', message: 'Ids and randomness come through ports.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'test-results*/**',
      'node_modules/**',
      '**/*.generated.ts',
      'contracts/pacts/**',
      'mock-server/data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['application', 'ports', 'adapters', 'stores', 'ui', 'composition'].map(layer),
          paths: [
            pkg('react', 'domain/ is pure TypeScript.'),
            pkg('mobx', 'domain/ is pure TypeScript.'),
            pkg('inversify', 'domain/ needs no container.'),
          ],
        },
      ],
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': ['error', ...impureProperties],
    },
  },
  {
    files: ['src/application/**/*.ts', 'src/ports/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['adapters', 'stores', 'ui', 'composition'].map(layer),
          paths: [
            pkg('react', 'Use cases know nothing of React.'),
            pkg('mobx', 'Use cases know nothing of MobX.'),
            pkg('@microsoft/signalr', 'Use the RealtimeHub port.'),
          ],
        },
      ],
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': ['error', ...impureProperties],
    },
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['application', 'stores', 'ui', 'composition'].map(layer) },
      ],
    },
  },
  {
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['adapters', 'ui', 'composition'].map(layer),
          paths: [pkg('react', 'Stores are plain MobX.')],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['adapters', 'composition', 'application'].map(layer) }],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './support/axe': it checks each page for accessibility (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Last, so it wins: tests and their helpers build real objects over fakes from any layer, and may use
    // timers and the real clock to drive what they test.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/application/testing/**', 'src/ui/testing/**'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
      'no-restricted-imports': 'off',
    },
  },
);
