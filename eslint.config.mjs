import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The shared libraries under services/: the kit, and the pure price rules (docs/decisions/0039-one-pricing-module.md). */
const LIBRARIES = ['kit', 'pricing'];
/** Every service folder but the libraries. */
const SERVICES = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LIBRARIES.includes(entry.name))
  .map((entry) => entry.name);

/** Packages talk through their public entry, never through each other's files; plus the rules of a folder. */
const imports = (...patterns) => [
  'error',
  {
    patterns: [
      {
        group: ['**/services/*/src/**', '**/services/*/dist/**', '../../*/src/**', '@zest/*/src/**', '@zest/*/dist/**'],
        message: 'Import a package through its public entry.',
      },
      ...patterns,
    ],
  },
];

/** The kit's folders, in the one order they may import each other; and no service in the kit. */
const KIT_FOLDERS = ['core', 'data', 'events', 'access', 'ops', 'http'];
const KIT_IMPORTS_NO_SERVICE = {
  regex: '^@zest/',
  message: 'The kit is shared by every service and imports none of them.',
};

/** The kit's entries: its root and its folders. */
const KIT = `kit(/(${KIT_FOLDERS.join('|')}))?`;

/** A service's own rule: the libraries (the kit, the price rules) and its own files. */
const ownFilesOnly = (name) => ({
  regex: `^@zest/(?!(${KIT}|pricing)$)`,
  message: `services/${name} may import only @zest/kit, @zest/pricing and its own files: services talk through the supergraph and events.`,
});

/**
 * No role compared by hand: a role's meaning lives in the kit's access module
 * (roles.ts: the registry; permissions.ts: what each may do; access.ts: the
 * checks) and, in the web app, in features/session/roles.ts. The role names
 * are read from the registry, so a new role is refused here without editing
 * this file. Tests, seeds and fixtures may name roles.
 */
const ROLE_NAMES = [
  ...readFileSync(new URL('./services/kit/src/core/roles.ts', import.meta.url), 'utf8')
    .split('export const ROLES = {')[1]
    .split('} as const')[0]
    .matchAll(/^ {2}(\w+): \{/gm),
].map((match) => match[1]);
const roleComparison = {
  selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.value=/^(${ROLE_NAMES.join('|')})$/], [right.value=/^(${ROLE_NAMES.join('|')})$/])`,
  message:
    "Don't compare a role by hand: ask the kit's access module (permissions.ts, roleMay, isStepUp, isEmployeeSession) or, in the web app, features/session/roles.ts.",
};
const ROLE_MODULES = [
  'services/kit/src/access/access.ts',
  'services/kit/src/access/permissions.ts',
  'services/kit/src/access/permission-rule.ts',
  'services/kit/src/core/roles.ts',
  `web/src/features/session/roles.ts`,
];

/**
 * The web app's layers (web/README.md "Layout"): app/ composes features; a
 * feature imports ui/, graphql/, theme/, its own folder and the shared
 * features only; ui/ imports graphql/ and theme/; graphql/ and theme/ import
 * neither ui/ nor each other's callers.
 */
const WEB = 'web/src';
/** session: who is signed in and where; orders: an order as every terminal shows it (docs/decisions/0070-orders-a-shared-feature.md). */
const SHARED_FEATURES = ['session', 'orders'];
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !SHARED_FEATURES.includes(name));
const webLayers = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...SHARED_FEATURES.map((shared) => `./${shared}`)],
    message: `A feature imports ui/, graphql/, theme/, its own folder and the shared features (${SHARED_FEATURES.join(', ')}); app/ composes features.`,
  })),
  ...SHARED_FEATURES.map((shared) => ({
    target: `${WEB}/features/${shared}`,
    from: `${WEB}/features`,
    except: [`./${shared}`],
    message: 'A shared feature imports no other feature.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'app/ imports features, not the other way round.' },
  {
    target: [`${WEB}/ui`, `${WEB}/graphql`, `${WEB}/theme`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'ui/, graphql/ and theme/ know no feature.',
  },
  { target: [`${WEB}/graphql`, `${WEB}/theme`], from: `${WEB}/ui`, message: 'graphql/ and theme/ know no ui/.' },
  // The ordering page's own entry (docs/decisions/0063-the-ordering-page-loads-light.md): features/online, ui/, theme/.
  {
    target: `${WEB}/order`,
    from: `${WEB}/features`,
    except: ['./online'],
    message: 'order/ shows the ordering page alone: features/online, ui/ and theme/.',
  },
  {
    target: `${WEB}/order`,
    from: [`${WEB}/app`, `${WEB}/graphql`],
    message: 'order/ loads no app shell and no GraphQL client: features/online, ui/ and theme/.',
  },
  {
    target: [`${WEB}/app`, `${WEB}/features`, `${WEB}/ui`, `${WEB}/graphql`, `${WEB}/theme`, `${WEB}/main.tsx`],
    from: `${WEB}/order`,
    message: 'order/ is an entry of its own: nothing imports it.',
  },
];

/**
 * What the ordering page (web/src/order/ and the feature it shows) must not load: the GraphQL client, the
 * app's router, the generated documents. A generated type may be named (`import type`: nothing is loaded).
 */
const LIGHT_PAGE = [
  'error',
  {
    patterns: [
      {
        group: [
          '@apollo/*',
          'graphql',
          'graphql/*',
          'graphql-tag',
          'react-router',
          'react-router-dom',
          '**/graphql/**',
        ],
        allowTypeImports: true,
        message:
          'The ordering page loads light (docs/decisions/0063-the-ordering-page-loads-light.md): REST through features/online/rest.ts, no GraphQL client, no router.',
      },
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
  // A service imports the libraries and its own files, never another service.
  ...SERVICES.map((name) => ({
    files: [`services/${name}/**/*.ts`],
    rules: { 'no-restricted-imports': imports(ownFilesOnly(name)) },
  })),
  // The domain (all of src/ but the resolvers, main.ts and generated code) owns its models: it never imports the API layer.
  ...SERVICES.map((name) => ({
    files: [`services/${name}/src/**/*.ts`],
    ignores: [`services/${name}/src/resolvers/**`, `services/${name}/src/main.ts`, `services/${name}/src/generated/**`],
    rules: {
      'no-restricted-imports': imports(ownFilesOnly(name), {
        regex: '^\\.\\.?/(.*/)?resolvers(/|$)',
        message:
          'The domain imports nothing from resolvers/: a model the domain answers in lives beside the domain (codegen.ts names it as a mapper).',
      }),
    },
  })),
  {
    files: ['services/kit/**/*.ts'],
    rules: { 'no-restricted-imports': imports(KIT_IMPORTS_NO_SERVICE) },
  },
  // The kit's folders, each importing only the ones before it (docs/decisions/0066-the-kit-in-folders.md).
  ...KIT_FOLDERS.map((folder, i) => ({
    files: [`services/kit/src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': imports(KIT_IMPORTS_NO_SERVICE, {
        regex: `^\\.\\.(/index)?$|^\\.\\./(${KIT_FOLDERS.slice(i + 1).join('|') || '$^'})(/|$)`,
        message: `The kit's folders stand in the order ${KIT_FOLDERS.join(' < ')}: ${folder}/ imports none after it, nor the kit's root index.`,
      }),
    },
  })),
  // The price rules are pure: the terminal runs them too, so they import nothing (no I/O, no kit).
  {
    files: ['services/pricing/src/**/*.ts'],
    ignores: ['services/pricing/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': imports({
        regex: '^(?!\\.)',
        message: '@zest/pricing is pure: it imports only its own files.',
      }),
    },
  },
  // The gateway knows a service only by its input rules and its resolvers (for the permission walk).
  {
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': imports({
        regex: `^@zest/(?!${KIT}$)(?![^/]+/(inputs|resolvers)$)`,
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
          regex: `^@zest/(?!${KIT}$)`,
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
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
    },
  },
  {
    files: [`${WEB}/order/**/*.{ts,tsx}`, `${WEB}/features/online/**/*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': LIGHT_PAGE },
  },
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', roleComparison] } },
  {
    // Spacing comes from the theme's scale (space(n), 4 px steps).
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        roleComparison,
        {
          selector:
            'TemplateElement[value.raw=/(^|[\\s;{])(margin|padding|gap|row-gap|column-gap|inset|top|left|right|bottom)(-[a-z]+)*:[^;{}]*\\b\\d+px/]',
          message: 'Use space(n) from theme/theme.ts for margins, paddings, gaps and offsets.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The role modules, and tests, seeds and fixtures, name roles freely.
    files: [...ROLE_MODULES, '**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/demo/**', 'tools/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // A file a newcomer reads in one sitting (docs/decisions/0040-small-files.md): every line counts, as wc -l counts them.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.ts', '**/test/**', '**/e2e/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
