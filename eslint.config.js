import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '*-cache/', '.builds/', 'node_modules/', '.astro/', '.data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The islands' hooks: called unconditionally, with every dependency they read (an effect that
  // deliberately runs once says why where it opts out). The React Compiler's stricter rules wait for
  // one loading primitive (issue 16, item 5).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // No import cycles, type-only imports included: a cycle makes load order matter and modules hard to move.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Each part owns its code (decision 0020). The local API stands in for the real backend, so it shares
  // nothing with the storefront: a rule both used (money, web addresses) would be wrong the same way on both
  // sides and the contract tests could not see it. The site does not depend on the publishing pipeline or the
  // developer tools around it; only its build integrations (src/build/integrations/), which start the pipeline's
  // search indexer, may reach publishing/. The pipeline serves and rebuilds the site but not the backend.
  {
    files: ['**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './backend',
              from: ['./src', './publishing', './tools'],
              message: 'The bundled backend keeps its own code (decision 0020).',
            },
            {
              target: ['./src/*', './src/!(build)/**', './src/build/*', './src/build/!(integrations)/**'],
              from: ['./publishing', './tools', './backend'],
              message: 'The site does not depend on the publishing pipeline, the tools or the backend (decision 0020).',
            },
            {
              target: './src/build/integrations',
              from: ['./tools', './backend'],
              message: 'Build integrations reach only publishing/ (decision 0020).',
            },
            // The storefront's layers, bottom to top: shared helpers, UI atoms, features, pages; build-time code
            // (src/build) beside them, which browser code never loads.
            {
              target: './src/shared',
              from: ['./src/ui', './src/features', './src/build', './src/pages'],
              message: 'Shared helpers import nothing above them (decision 0020).',
            },
            {
              target: './src/ui',
              from: ['./src/features', './src/build', './src/pages'],
              message: 'UI atoms import only shared helpers (decision 0020).',
            },
            { target: './src/features', from: './src/pages', message: 'A feature never imports a page (decision 0020).' },
            {
              target: './src/{shared,ui,features}/**/*.{ts,tsx}',
              from: './src/build',
              message: 'Browser code never imports build-time code: that is for pages and .astro front matter (decision 0020).',
            },
            { target: './src/**/*-store.ts', from: './src/**/*.tsx', message: 'A store never imports an island (decision 0020).' },
            {
              target: './publishing',
              from: ['./tools', './backend'],
              message: 'The publishing pipeline works against any backend and needs no developer tool (decision 0020).',
            },
          ],
        },
      ],
    },
  },
);
