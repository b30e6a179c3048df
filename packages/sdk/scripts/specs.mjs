// The service specs as the SDK, its tests and `npm run mock` see them: one bundled document per
// service (every $ref, including the shared components, resolved into one file), read straight
// from api/ so that nothing depends on the site build.
import {existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, loadConfig} from '@redocly/openapi-core';

/** The repository root (the Dev Center site). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The folder with one sub-folder per REST service. */
export const API_DIR = path.join(REPO_ROOT, 'api');

/**
 * The route names of every service: the folders of api/ that hold an openapi.yaml, sorted.
 * They are the registry routes of config/services.ts (a unit test keeps the two in step).
 * @returns {string[]}
 */
export function serviceRoutes() {
  return readdirSync(API_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(API_DIR, entry.name, 'openapi.yaml')))
    .map((entry) => entry.name)
    .sort();
}

/** @type {Promise<import('@redocly/openapi-core').Config> | undefined} */
let redoclyConfig;

/**
 * Bundles one service's spec with Redocly, the way the site's reference does. Unresolvable
 * references throw with the file and the JSON pointer of each problem.
 * @param {string} route the service's route, for example `entity`
 * @returns {Promise<Record<string, any>>} the bundled OpenAPI document
 */
export async function bundleSpec(route) {
  const file = path.join(API_DIR, route, 'openapi.yaml');
  if (!existsSync(file))
    throw new Error(`No spec for service "${route}": ${path.relative(REPO_ROOT, file)} is missing`);
  redoclyConfig ??= loadConfig({configPath: path.join(REPO_ROOT, 'redocly.yaml')});
  const result = await bundle({ref: file, config: await redoclyConfig});
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map(
      (p) =>
        `  ${path.relative(REPO_ROOT, p.location[0]?.source.absoluteRef ?? file)} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    throw new Error(`Cannot bundle api/${route}/openapi.yaml:\n${lines.join('\n')}`);
  }
  return /** @type {Record<string, any>} */ (result.bundle.parsed);
}

/**
 * Bundles the given services and writes each document as `<route>.json` into `dir`
 * (Prism reads JSON as well as YAML).
 * @param {readonly string[]} routes
 * @param {string} dir created when missing
 * @returns {Promise<Map<string, string>>} route to the written file
 */
export async function writeBundledSpecs(routes, dir) {
  mkdirSync(dir, {recursive: true});
  const files = new Map();
  for (const route of routes) {
    const file = path.join(dir, `${route}.json`);
    writeFileSync(file, `${JSON.stringify(await bundleSpec(route), null, 2)}\n`);
    files.set(route, file);
  }
  return files;
}
