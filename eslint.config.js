import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The dependency rule of STYLE.md, one zone per arrow. A broken arrow fails `npm run lint`.
const zones = [
  {
    target: './src/domain',
    from: ['./src/ports', './src/adapters', './src/ui', './src/content', './openapi', './server'],
    message: 'domain/ is the shared kernel: it imports only domain/.',
  },
  {
    target: './src/content',
    from: ['./src/ports', './src/adapters', './src/ui', './openapi', './server'],
    message: 'content/ is page copy and catalogs: it imports only domain/ and content/.',
  },
  {
    target: './src/ports',
    from: ['./src/adapters', './src/ui', './src/content', './openapi', './server'],
    message: 'ports/ holds interfaces in domain words.',
  },
  { target: './src/adapters', from: ['./src/ui', './server'], message: 'adapters/ never import ui/.' },
  {
    target: './src/ui',
    from: ['./src/adapters', './server'],
    message: 'ui/ gets adapters through ports in the router context.',
  },
  { target: './src', from: ['./server'], message: 'the browser app never imports server code.' },
  {
    target: './server',
    from: ['./src/ui', './src/adapters', './src/ports'],
    message: 'server/ shares only src/domain and src/content.',
  },
  // The server's layers (STYLE.md "Server"): routes and plugins deliver, services decide, db/ stores.
  {
    target: './server/services',
    from: [
      './server/routes',
      './server/plugins',
      './server/deps.ts',
      './server/http-error.ts',
      './server/operation.ts',
      './server/route-operation.ts',
      './server/app.ts',
    ],
    message: 'services/ know nothing of the HTTP layer: take parameters, throw a ServiceError.',
  },
  {
    target: './server/services',
    from: ['./server/db/schema', './server/db/connect.ts', './server/db/migrations'],
    message: 'services/ reach the database through repositories: the SQL lives in server/db/repositories/.',
  },
  {
    // routes → services → repositories (docs/architecture.md): every route file, from its first line.
    target: './server/routes',
    from: ['./server/db'],
    message:
      'a route calls a service: the database (repositories, schema, connection) is reached through services/.',
  },
  {
    target: './server/db',
    from: ['./server/routes', './server/plugins', './server/services', './server/mappers'],
    message: 'db/ stores and reads; it calls no service and no route.',
  },
  {
    // What plugins and routes share (operation ids, handler types) lives in server/operation.ts and route-operation.ts.
    target: './server/plugins',
    from: ['./server/routes', './server/db/schema', './server/db/connect.ts', './server/db/migrations'],
    message:
      'plugins/ sit below the routes: they import no route, and reach the database through a repository.',
  },
  {
    target: './server/mappers',
    from: ['./server/routes', './server/plugins'],
    message:
      'mappers/ turn records into contract shapes for routes and services: they import no route or plugin.',
  },
  {
    // The seed CLI lives in seed/; main.ts, the composition root, seeds the demo data on first start.
    target: ['./server/!(seed)/**', './server/!(main).ts', './src/**'],
    from: ['./server/seed'],
    message: 'runtime code never imports the demo data: move what it needs out of server/seed/.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'openapi/schema.gen.ts',
      'src/ui/routeTree.gen.ts',
      'server/db/migrations/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The zones compare resolved files, so `@/…` and extensionless imports must resolve as TypeScript does;
    // no-cycle also reads the imported files, which it parses only for the extensions and parser named here.
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Only the composition roots name concrete adapters.
    files: ['src/**'],
    ignores: ['src/entry-client.tsx', 'src/entry-server.tsx', 'src/adapters/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/adapters/*', '**/adapters/*'],
              message: 'Only the composition roots import adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', 'openapi-fetch', 'i18next'],
              message: 'domain/ is pure: no UI or transport libraries.',
            },
            {
              group: ['@/*'],
              message: 'domain/ reaches the rest of the kernel through @domain/ or a relative path.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'navigator'],
    },
  },
  {
    files: ['server/services/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'services/ know nothing of Fastify: routes and plugins speak HTTP.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in server/db/repositories/: a service calls a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in server/db/repositories/: a route calls a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // A loop of imports hides which module is the lower one and breaks at run time on evaluation order; a
    // dynamic import in the loop counts too (a lazy import only postpones the loop). Type-only imports are
    // left out by the rule: they vanish at run time.
    files: ['src/**', 'server/**'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  { files: ['*.config.{ts,js}', 'src/ui/routes/**'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['tests/**', 'e2e/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
)
