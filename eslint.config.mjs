import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every service folder but the kit. */
const SERVICES = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => entry.name);

/** Packages talk through their public entry, never through each other's files; plus the rules of a folder. */
const imports = (...patterns) => [
  'error',
  {
    patterns: [
      {
        group: ['**/services/*/src/**', '../../*/src/**', '@zest/*/src/**', '@zest/*/dist/**'],
        message: 'Import a package through its public entry.',
      },
      ...patterns,
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.data-*/**',
      'web/dist/**',
      '**/migrations/**',
      '**/generated/**',
      'deploy/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': imports(),
    },
  },
  // A service imports the kit and its own files, never another service.
  ...SERVICES.map((name) => ({
    files: [`services/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': imports({
        regex: '^@zest/(?!kit$)',
        message: `services/${name} may import only @zest/kit and its own files: services talk through the supergraph and events.`,
      }),
    },
  })),
  {
    files: ['services/kit/**/*.ts'],
    rules: {
      'no-restricted-imports': imports({
        regex: '^@zest/',
        message: 'The kit is shared by every service and imports none of them.',
      }),
    },
  },
  // The gateway knows a service only by its input rules and its resolvers (for the permission walk).
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': imports({
        regex: '^@zest/(?!kit$)(?![^/]+/(inputs|resolvers)$)',
        message: "The gateway imports a service only through its 'inputs' or 'resolvers' entry point.",
      }),
    },
  },
  // Resolvers stay thin: the domain does the work, drizzle stays behind it.
  {
    files: ['services/*/src/resolvers/**/*.ts'],
    rules: {
      'no-restricted-imports': imports(
        {
          regex: '^@zest/(?!kit$)',
          message: 'A service may import only @zest/kit and its own files.',
        },
        {
          regex: '^drizzle-orm(/|$)|(^|/)db(/|$)',
          message: 'Resolvers call the domain; only the domain talks to the database.',
        },
      ),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
