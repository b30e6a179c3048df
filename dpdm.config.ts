// `npm run lint:cycles` (part of `npm run lint`): fails when modules of the site, its plugins or
// the libraries import each other in a circle. Type-only imports count too: a cycle of types
// still ties the files' designs together. Imports through the framework's aliases (`@theme/`) are
// not followed.
import type {Config} from 'dpdm';

export default {
  files: [
    'docusaurus.config.ts',
    'config/**/*.ts',
    'plugins/**/*.{ts,tsx,cjs,mjs}',
    'src/**/*.{ts,tsx}',
    'packages/*/src/**/*.ts',
    'packages/*/scripts/**/*.mjs',
    'scripts/**/*.mjs',
  ],
  // Resolves `./x.js` to `x.ts` as TypeScript does; without it no import would be followed.
  tsconfig: 'tsconfig.json',
  exitCode: 'circular:1',
  tree: false,
  progress: false,
  // An import it cannot follow is printed, so that a check that silently sees less shows it;
  // the framework's aliases and installed packages are expected.
  warning: true,
  ignoreMissWarning: ['^@(theme|theme-original|docusaurus|generated|site)/'],
  ignoreSkipWarning: ['node_modules'],
} satisfies Config;
