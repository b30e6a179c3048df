// Every "TypeScript SDK" code sample on the reference pages is compiled against the SDK's source,
// so the samples cannot drift from the SDK or the specs: a wrong path, parameter or body field
// fails here with the service and the operation.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, expect, it} from 'vitest';
import {bundleService, services} from '@energy-xrm/specs';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {codeSamples} from '../../plugins/api-reference/render/samples';
import {compileAgainstSdk} from '../../packages/sdk/test/compileAgainstSdk';

/** The fields of an OpenAPI path item that are not operations: every other key is one. */
const PATH_ITEM_FIELDS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters']);

const dir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-sdk-samples-'));

afterAll(() => rmSync(dir, {recursive: true, force: true}));

it('every TypeScript SDK sample type-checks against @energy-xrm/sdk', async () => {
  const files = new Map<string, string>();
  let specOperations = 0;
  for (const service of services) {
    const spec = (await bundleService(service)) as unknown as OpenApiDocument;
    specOperations += Object.values(spec.paths ?? {})
      .flatMap((item) => Object.keys(item as object))
      .filter((key) => !PATH_ITEM_FIELDS.has(key)).length;
    const reference = buildReference(service, spec, false);
    for (const operation of reference.tags.flatMap((tag) => tag.operations)) {
      const sample = codeSamples(service.route, operation.request).find((s) => s.language === 'typescript');
      expect(sample, `${service.route} ${operation.id} has a TypeScript SDK sample`).toBeDefined();
      const file = path.join(dir, `${service.route}--${operation.id}.ts`);
      writeFileSync(file, `${sample!.code}\nexport {};\n`);
      files.set(file, `${service.route} ${operation.id}`);
    }
  }
  const program = compileAgainstSdk([...files.keys()]);
  const problems = [...files].flatMap(([file, name]) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => `${name}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`),
  );
  if (problems.length) console.log(problems.slice(0, 25).join('\n'));
  expect(problems, 'Fix the spec example or the sample generator (plugins/api-reference/render/samples.ts)').toEqual(
    [],
  );
  // One sample per operation of every spec: none was skipped on the way to the page.
  expect(files.size).toBe(specOperations);
}, 180_000);
