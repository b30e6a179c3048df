// Compiles TypeScript files against the SDK's source, as a reader's project would import it. Shared
// by the SDK guide test (test/guide.test.ts) and the reference's TypeScript samples test
// (tests/unit/sdk-samples.test.ts).
import path from 'node:path';
import ts from 'typescript';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(PACKAGE_DIR, '..', '..');

export function compileAgainstSdk(rootNames: readonly string[]): ts.Program {
  return ts.createProgram({
    rootNames,
    options: {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
      paths: {'@energy-xrm/sdk': [path.join(PACKAGE_DIR, 'src', 'index.ts')]},
      skipLibCheck: true,
      noEmit: true,
    },
  });
}
