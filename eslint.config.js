// Lint rules of the house. Formatting is dprint's job (dprint.json); this file
// holds the rules that catch defects: promises nobody awaits, and in the engine
// anything that would make a game impure (a clock, Math.random, timers, I/O).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const impure = [
  { name: 'setTimeout', message: 'The engine is pure: time arrives as `at` on each move; use deadline/tick.' },
  { name: 'setInterval', message: 'The engine is pure: time arrives as `at` on each move; use deadline/tick.' },
  { name: 'setImmediate', message: 'The engine is pure: no timers.' },
  { name: 'queueMicrotask', message: 'The engine is pure: no scheduling.' },
  { name: 'fetch', message: 'The engine is pure: no I/O.' },
  { name: 'process', message: 'The engine is pure: no process access.' },
  { name: 'performance', message: 'The engine is pure: no clock.' },
  { name: 'crypto', message: 'The engine is pure: randomness comes from the seeded generator in the state.' },
];

// Anything of the engine but its client entries: `@kozyr/engine/client` and each game's `@kozyr/engine/games/<id>/client`.
const ENGINE_INTERNALS = '^@kozyr/engine/(?!client$|games/[a-z0-9-]+/client$)';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.ts',
            'packages/web/vite.config.ts',
            'packages/cli/bin/*.js',
            'scripts/*.mjs',
            'packages/web/public/*.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // The web client knows the engine only through its public entries (types, texts, card codes):
    // no rules internals in the browser. Its tests may also drive real games through the root entry.
    files: ['packages/web/**/*.ts', 'packages/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: ENGINE_INTERNALS,
              message:
                'The web client imports the engine only through its public entries, @kozyr/engine/client and @kozyr/engine/games/<id>/client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@kozyr/engine', message: 'The web client holds no rules: import @kozyr/engine/client.' }],
          patterns: [
            {
              regex: ENGINE_INTERNALS,
              message:
                'The web client imports the engine only through its public entries, @kozyr/engine/client and @kozyr/engine/games/<id>/client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rules code (games and tournaments): no clock, no Math.random, no timers, no I/O.
    files: ['packages/engine/src/**/*.ts', 'packages/tournament/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...impure],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator kept in the state (core/rng.ts).' },
        { object: 'Date', property: 'now', message: 'The engine is pure: time arrives as `at` on each move.' },
        { object: 'globalThis', property: 'setTimeout', message: 'The engine is pure: no timers.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The engine is pure: no clock.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'net', 'http', 'https', 'child_process', 'worker_threads', 'crypto'],
              message: 'The engine is pure: no I/O.',
            },
            {
              group: ['@kozyr/server*', '@kozyr/web*', '@kozyr/cli*', '@kozyr/protocol*'],
              message: 'The engine depends on nothing of the club.',
            },
          ],
        },
      ],
    },
  },
);
