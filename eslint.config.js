import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Plain scripts index.html loads before the app (decision 044): a browser's classic script.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // STYLE.md: one feature never imports another; shared pieces live in components/ui, lib, hooks.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
              message:
                'A feature must not import another feature; move shared code to components/ui, lib or hooks.',
            },
          ],
        },
      ],
    },
  })),
  // The server's layers (apps/server/README.md): modules meet only through each other's index.ts.
  {
    files: ['apps/server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.js$)',
              message:
                "A module imports another module only through its index.ts ('../<module>/index.js'): export what you need there, or move shared code down to platform/ or db/.",
            },
            {
              regex: '^(\\.\\./){2,}modules/',
              message:
                "A module imports another module only through its index.ts ('../<module>/index.js').",
            },
          ],
        },
      ],
    },
  },
  // db/ and platform/ sit below the modules: they import none (tests build the whole app).
  ...['db', 'platform'].map((layer) => ({
    files: [`apps/server/src/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(modules|seed)/|^(\\.\\./)+(app|server)\\.js$',
              message: `${layer}/ sits below the modules and imports none: move the shared piece down into platform/ or db/, or have the caller (app.ts, server.ts, a module) pass it in.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The contract is shared with the browser: it may depend on zod alone.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg', 'react*'],
              message: 'packages/contract depends on zod alone.',
            },
          ],
        },
      ],
    },
  },
);
