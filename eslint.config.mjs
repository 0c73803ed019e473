// The habits of docs/STYLE.md that a tool can hold: layers as import rules, hooks, accessibility,
// testing-library, no import cycles, and no user-visible literal outside the dictionaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './tools/eslint/layers.mjs';
import { noJsxLiteralText } from './tools/eslint/no-jsx-literal-text.mjs';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/client/vendor/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, backoffice: { rules: { 'no-jsx-literal-text': noJsxLiteralText } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React handlers may be async: a rejected submit is shown by the fetcher, not lost.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function that implements an async interface need not await anything.
      '@typescript-eslint/require-await': 'off',
      // Command tables and fakes pass methods declared on interfaces; none of them reads `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read untyped JSON replies and compare them with asymmetric matchers (`expect.any`).
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['src/client/**/*.tsx', 'tests/components/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A keyboard-first console opens a dialog with its first field focused, as the dialog pattern asks.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    rules: { 'backoffice/no-jsx-literal-text': 'error' },
  },
  {
    files: ['tests/components/**/*.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some checks read what no role exposes: a blurred image's class, a chart's canvas, a row's data-id.
      'testing-library/no-node-access': 'off',
      // `app` names the whole rendered console throughout the suite.
      'testing-library/render-result-naming-convention': 'off',
      // A suite about the whole console renders it once per test in beforeEach, as its tests share that start.
      'testing-library/no-render-in-lifecycle': ['error', { allowTestingFrameworkSetupHook: 'beforeEach' }],
    },
  },
);
