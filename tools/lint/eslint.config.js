/**
 * ESLint for the whole workspace: the packages (their tests included), tests/, scripts/ and the root's own files.
 * The root's eslint.config.js re-exports this, so editors and `eslint` find it; the plugins resolve from this package,
 * whose TypeScript (6) is the one typescript-eslint can load.
 *
 * Not type-aware on purpose: `npm test` runs it first and it must take seconds, and `tsc` already checks types.
 * Style (spacing, quotes, line length) is Prettier's; no rule here judges it.
 */
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { doubleCastRule } from './double-cast.js';

/**
 * How Node and the bundlers resolve the workspace: `./x.js` to `./x.ts` or `./x.tsx`, `@docgen/*` to their sources.
 * Symbolic links are not followed, so another workspace package stays under node_modules, external like any
 * dependency: each package is linted on its own files (turbo caches it by them), and a cycle between packages is
 * already impossible (TypeScript's project references refuse one).
 */
const resolver = createNodeResolver({
  symlinks: false,
  conditionNames: ['docgen-source', 'types', 'import', 'module', 'node', 'default'],
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});

/** Tests: their files, the test-only helpers they import, and the end-to-end tests under tests/. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'tests/**'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'build/',
    '**/.docgen/',
    '**/.turbo/',
    'packed/',
    // Test inputs are files as users write them (hostile ones included), not code of the project.
    '**/fixtures/',
    'tests/hostile/',
    // Content of the site and the templates `docgen init` splices into a user's files.
    'docs/',
    'pages/',
    'static/',
    'packages/cli/templates/',
  ]),
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}', 'bin/docgen'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // The files import-x reads to follow imports (no-cycle), and the parser it reads the TypeScript ones with.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Node for the tools and the engine, the browser for the runtime and theme (and code run inside test pages).
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Import cycles between a package's modules: a cycle makes the order modules load in matter. (Type-only
      // imports are not followed: the compiler erases them.)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `_name` marks a parameter or binding kept for its position (a callback's signature, a tuple).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The code docgen runs, not its tests (a test lists its cases in one long `describe`).
    files: ['**/*.{ts,tsx,js,mjs,cjs}', 'bin/docgen'],
    ignores: TESTS,
    // Casts through unknown are counted against a budget (see double-cast.js).
    plugins: { docgen: { rules: { 'double-cast': doubleCastRule } } },
    rules: {
      // A function is read whole: past 120 lines it becomes named functions with plain data between them. Every line
      // of its span counts, its nested functions' too (each of which is also measured on its own), and so do
      // functions called where they are defined.
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
      'docgen/double-cast': 'warn',
    },
  },
);
