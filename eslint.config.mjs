import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-corpus/**',
      '.docusaurus/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'packages/*/dist/**',
      'packages/sdk/src/generated/**',
      'docs/**',
      '.generated/**',
      '.dbg/**',
      // Mutation testing's sandboxes, incremental results and reports (npm run test:mutation).
      '.stryker-tmp/**',
      '.stryker-cache/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        __dirname: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
  },
);
