// Copies a spec written elsewhere into api/<route>/ and bundles it (scripts/add-service.mjs, and the
// corpus site of scripts/bench-scale.mjs).
import {cpSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {bundleSpecFile, SPEC_FILE, SPEC_ROOT} from '@energy-xrm/specs';

const isSpec = (file) => SPEC_FILE.test(file) && SPEC_ROOT.test(readFileSync(file, 'utf8'));

/** The root file and what to copy: a folder's one root spec, or a file (with its folder when its $refs leave it). */
function locate(input) {
  if (statSync(input).isDirectory()) {
    const roots = readdirSync(input).filter((name) => isSpec(path.join(input, name)));
    if (roots.length !== 1) {
      throw new Error(
        `${input} holds ${roots.length} root specs (${roots.join(', ') || 'none'}): name the file instead`,
      );
    }
    return {folder: input, root: roots[0]};
  }
  if (!isSpec(input)) throw new Error(`${input} is not an OpenAPI document (no top-level "openapi" key)`);
  const external = /\$ref\s*:\s*['"]?(?!#)[^'"\s]+/.test(readFileSync(input, 'utf8'));
  return external
    ? {folder: path.dirname(input), root: path.basename(input)}
    : {file: input, root: path.basename(input)};
}

/** Copies the spec to `apiDir/route/` and returns the bundled document, its root file and what was copied. */
export async function copySpec({apiDir, route, source}) {
  const found = locate(source);
  const target = path.join(apiDir, route);
  mkdirSync(target, {recursive: true});
  if (found.folder) cpSync(found.folder, target, {recursive: true});
  else cpSync(found.file, path.join(target, found.root));
  try {
    const document = await bundleSpecFile(path.join(target, found.root), {
      root: path.dirname(apiDir),
      refuseUnsafeLinks: false,
    });
    return {document, root: found.root, copied: found.folder ? `the folder ${found.folder}` : found.file};
  } catch (error) {
    throw new Error(
      `${error.message}\nThe copy stays in api/${route}/ for you to look at; remove it before trying again.`,
      {
        cause: error,
      },
    );
  }
}
