import path from 'node:path';
import {bundle, loadConfig, type Config} from '@redocly/openapi-core';
import {API_DIR, REPO_ROOT, serviceFiles} from './files.js';
import {unsafeParts} from './safety.js';
import type {ServiceEntry} from './registry.js';

/** A bundled OpenAPI document: every `$ref` points inside it. Its shape is read by the consumers. */
export type BundledSpec = {
  readonly openapi: string;
  readonly info: {readonly title: string; readonly version: string; readonly description?: string};
  readonly servers?: readonly {readonly url: string}[];
  readonly paths: Readonly<Record<string, unknown>>;
} & Readonly<Record<string, unknown>>;

export interface BundleOptions {
  /** Defaults to the repository's `api/`. */
  readonly apiDir?: string;
  /** The Redocly configuration; defaults to the repository's `redocly.yaml`. */
  readonly configPath?: string;
}

/** Redocly configurations by file, read once per process rather than once per service. */
const configs = new Map<string, Promise<Config>>();
function redoclyConfig(configPath: string): Promise<Config> {
  let config = configs.get(configPath);
  if (!config) {
    config = loadConfig({configPath});
    configs.set(configPath, config);
  }
  return config;
}

/**
 * Bundles one registered service's spec with Redocly (the shared components pulled in) and checks
 * it against its registry line. This is the only place that reads a spec file: the reference, the
 * content checks, the SDK generator and the mock servers all load specs through it. Unresolvable
 * references fail with the file and the JSON pointer of each problem.
 */
export async function bundleService(service: ServiceEntry, options: BundleOptions = {}): Promise<BundledSpec> {
  const apiDir = options.apiDir ?? API_DIR;
  const {spec} = serviceFiles(service, apiDir);
  const root = path.dirname(apiDir);
  const config = await redoclyConfig(options.configPath ?? path.join(REPO_ROOT, 'redocly.yaml'));
  const result = await bundle({ref: spec, config});
  const broken = result.problems.filter((problem) => problem.severity === 'error');
  if (broken.length > 0) {
    const where = broken.map(
      (p) =>
        `  ${path.relative(root, p.location[0]?.source.absoluteRef ?? spec)} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    throw new Error(`Cannot load the ${service.title} spec (${path.relative(root, spec)}):\n${where.join('\n')}`);
  }
  const document = result.bundle.parsed as BundledSpec;
  const file = path.relative(root, spec);
  checkAgainstRegistry(document, service, file);
  const unsafe = unsafeParts(document);
  if (unsafe.length > 0) {
    throw new Error(
      `${file} (bundled): links or names that could run script on the site; use http(s), mailto or relative links and plain names:\n  ${unsafe.join('\n  ')}`,
    );
  }
  return document;
}

/** The registry line and the spec must name the same service. */
function checkAgainstRegistry(document: BundledSpec, service: ServiceEntry, file: string): void {
  if (document.info.title !== service.title) {
    throw new Error(`${file}: info.title "${document.info.title}" differs from the registry title "${service.title}"`);
  }
  const server = document.servers?.[0]?.url;
  const host = server ? URL.parse(server)?.hostname : undefined;
  if (host?.split('.')[0] !== service.specName) {
    throw new Error(
      `${file}: servers[0].url "${server ?? ''}" must be https://${service.specName}.<domain> (the registry's spec name)`,
    );
  }
}
