import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/.artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and handlers are async by convention, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // ---------------------------------------------------------------------------------------------
  // Server architecture boundaries (apps/server only). A module (modules/<name>/) reaches another
  // module only through its public surface: its *.service.ts files (the mail and job modules'
  // entries, mailer.ts, mail-layout.ts and job-queue.ts, and the storage port's, file-storage.ts,
  // checked-upload.ts, file-kinds.ts and upload-routes.ts, and the audit module's admin-changes.ts
  // that every admin action records its changes with, are services by another name). lib/ and
  // db/ sit below the modules and never import them. app.ts, plugins/, seed/, cli/ and
  // test-support/ compose the modules and may import any of their files.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Server imports name the compiled `.js` file; the TypeScript resolver maps them to sources.
      'import/resolver': {
        [fileURLToPath(new URL('./tools/eslint-resolve-ts-js.cjs', import.meta.url))]: {},
      },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-lib', pattern: 'apps/server/src/lib' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-module',
                    captured: { module: '!{{ from.element.captured.module }}' },
                    fileInternalPath:
                      '!{*.service.ts,mailer.ts,mail-layout.ts,job-queue.ts,file-storage.ts,checked-upload.ts,file-kinds.ts,upload-routes.ts,admin-changes.ts}',
                  },
                },
              },
              message:
                'A module reaches another only through its services: import a *.service.ts of modules/{{ to.element.captured.module }}.',
            },
            {
              from: { element: { types: ['server-lib', 'server-db'] } },
              disallow: { to: { element: { type: 'server-module' } } },
              message: 'lib/ and db/ sit below the modules, so they never import them.',
            },
          ],
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // Web architecture boundaries (apps/web only; the server keeps its own block). The layers:
  //   app/              router, layout, guards: may use everything below, features only through
  //                     their public entry (index.ts) or, lazily, their route pages
  //   features/<name>/  one domain each: another feature only through its index.ts, never app/
  //   components/ui/    shared components: never a feature, never app/
  //   lib/              api client, auth, storage: never a feature, never app/
  //   test/             test helpers: features only through their index.ts
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      // Lazy route imports count too, so a page cannot reach past a public entry that way.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-ui', pattern: 'apps/web/src/components/ui' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message:
                'A feature uses another feature only through its public entry: import from features/{{ to.element.captured.feature }}/index.ts.',
            },
            {
              from: { element: { types: ['web-test'] } },
              disallow: {
                to: { element: { type: 'web-feature', fileInternalPath: '!index.ts' } },
              },
              message:
                'Test helpers use a feature only through its public entry: features/{{ to.element.captured.feature }}/index.ts.',
            },
            {
              from: { element: { type: 'web-app' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    fileInternalPath: '!{index.ts,routes/*-page.tsx}',
                  },
                },
              },
              message:
                'app/ uses a feature only through features/{{ to.element.captured.feature }}/index.ts or its route pages.',
            },
            {
              from: { element: { types: ['web-ui', 'web-lib'] } },
              disallow: { to: { element: { types: ['web-feature', 'web-app'] } } },
              message:
                'components/ui and lib sit below features and app/, so they never import them.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
              message:
                'Features never import app/: the router and layout compose features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // eslint-module-utils loads resolvers with require(), so this one is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
