import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'boundaries/layers': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One api client: pages and components go through lib/api-client.ts and the feature api.ts hooks.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the api client (src/web/lib/api-client.ts).' }],
      // One toast helper, so every toast gets the spec's durations.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', importNames: ['toast'], message: "Use toast from '#web/lib/toast.ts'." }] },
      ],
    },
  },
  {
    // Text people read comes from the message catalogs (decision 056).
    files: ['src/web/app/**/*.tsx', 'src/web/components/**/*.tsx', 'src/web/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: 'Text people read belongs in a message catalog: <FormattedMessage id="…" /> (decision 056).',
        },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'Text people read belongs in a message catalog: intl.formatMessage({ id: … }) (decision 056).',
        },
      ],
    },
  },
  {
    files: ['src/web/lib/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The api client's one way out to the network.
    files: ['src/web/lib/api-transport.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Time comes from the app context's clock (ctx.clock), so tests move it instead of waiting, and a presenter
    // takes `now` from its caller rather than reading the wall clock itself.
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the clock: new Date(ctx.clock()), or a `now` the caller passes.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from the clock: ctx.clock(), or a `now` the caller passes.',
        },
      ],
    },
  },
  {
    // Scripts index.html carries inline (vite.config.ts), run before or beside the app's modules.
    files: ['src/web/theme-init.js', 'src/web/start-app.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/web/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
);
