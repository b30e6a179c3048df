// Every ```ts block of the SDK guide is compiled against the package's own source, so the guide
// cannot drift from the API: a renamed export, a wrong path or a field the spec does not have
// fails this test with the block's title and its line in the guide.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compileAgainstSdk} from './compileAgainstSdk';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_ROOT = path.resolve(PACKAGE_DIR, '..', '..');
const GUIDE = path.join(REPO_ROOT, 'docs', 'architecture', 'sdk.mdx');

/** What the guide's examples take as given; the guide says so in its text. */
const PRELUDE = `
/** An access token of the integration. */
declare const token: string;
/** A token that may create access tokens, for example an administrator's session token. */
declare const adminToken: string;
/** The reader's secret store. */
declare const secrets: {
  get(name: string): Promise<string>;
  put(name: string, value: string): Promise<void>;
};
`;

interface GuideBlock {
  readonly title: string;
  /** 1-based line of the block's first code line in the guide. */
  readonly line: number;
  readonly code: string;
  readonly file: string;
}

function guideBlocks(dir: string): GuideBlock[] {
  const text = readFileSync(GUIDE, 'utf8');
  const blocks: GuideBlock[] = [];
  for (const match of text.matchAll(/^```(?:ts|typescript)\b([^\n]*)\n([\s\S]*?)\n```/gm)) {
    const title = match[1]!.match(/title="([^"]*)"/)?.[1] ?? `block ${blocks.length + 1}`;
    const line = text.slice(0, match.index).split('\n').length + 1;
    // `export {}` makes every block a module, so top-level await is allowed as in an .mts file.
    const code = `${match[2]!}\nexport {};\n`;
    blocks.push({title, line, code, file: path.join(dir, `block-${blocks.length + 1}.ts`)});
  }
  return blocks;
}

const dir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-sdk-guide-'));
const blocks = guideBlocks(dir);
let program: ts.Program;

beforeAll(() => {
  const prelude = path.join(dir, 'prelude.d.ts');
  writeFileSync(prelude, PRELUDE);
  for (const block of blocks) writeFileSync(block.file, block.code);
  program = compileAgainstSdk([prelude, ...blocks.map((block) => block.file)]);
}, 60_000);

afterAll(() => {
  rmSync(dir, {recursive: true, force: true});
});

/** Diagnostics of one file as `guide line: message`. */
function problems(file: string, firstLine: number): string[] {
  const source = program.getSourceFile(file);
  if (!source) return [`${file} was not compiled`];
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.start === undefined) return message;
    const {line} = source.getLineAndCharacterOfPosition(d.start);
    return `docs/architecture/sdk.mdx:${firstLine + line}: ${message}`;
  });
}

describe('the SDK guide docs/architecture/sdk.mdx', () => {
  it('has TypeScript examples for every part it explains', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    for (const block of blocks) expect(block.code, block.title).toContain("from '@energy-xrm/sdk'");
  });

  // The first diagnostics request type-checks the whole generated SDK: seconds on two busy cores.
  it('compiles with a valid configuration', {timeout: 60_000}, () => {
    expect(program.getGlobalDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    expect(problems(path.join(dir, 'prelude.d.ts'), 0)).toEqual([]);
  });

  it.each(blocks.map((block) => [block.title, block] as const))('%s type-checks against the SDK', (_, block) => {
    expect(problems(block.file, block.line)).toEqual([]);
  });
});
