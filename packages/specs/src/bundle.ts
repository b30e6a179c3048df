import path from 'node:path';
import {bundle, loadConfig, type Config, type NormalizedProblem} from '@redocly/openapi-core';
import {API_DIR, REPO_ROOT, serviceFiles} from './files.js';
import {unsafeParts} from './safety.js';
import {restoreWebExamples, WebExamplesAside} from './webExamples.js';
import type {ServiceEntry} from './registry.js';

/** A bundled OpenAPI document: every `$ref` points inside it. Its shape is read by the consumers. */
export type BundledSpec = {
  readonly openapi: string;
  readonly info: {readonly title: string; readonly version: string; readonly description?: string};
  readonly servers?: readonly {readonly url: string}[];
  /** Absent in a 3.1 spec that has only webhooks; the platform's own specs always have it. */
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

/** One problem in one line: the file (relative to `root`), the JSON pointer and the reason. */
export function problemLine(problem: NormalizedProblem, root: string, fallbackFile: string): string {
  const where = problem.location[0];
  const file = path.relative(root, where?.source.absoluteRef ?? fallbackFile);
  return `${file} ${where?.pointer ?? '#'}: ${problem.message}`;
}

/**
 * Bundles a spec file (and the files its relative `$ref`s reach) into one document. A reference
 * that cannot be resolved leaves the page undefined: it fails with the file, pointer and reason of
 * each. Also refuses links in descriptions that could run script on the site.
 */
export async function bundleSpecFile(
  file: string,
  options: {
    readonly configPath?: string;
    readonly root?: string;
    /**
     * Refuse links that could run script (the platform's own specs). A spec written elsewhere may
     * use its own link schemes (`ref:…`): its page shows such a link's text without the link.
     */
    readonly refuseUnsafeLinks?: boolean;
  } = {},
): Promise<BundledSpec> {
  const root = options.root ?? REPO_ROOT;
  const config = await redoclyConfig(options.configPath ?? path.join(REPO_ROOT, 'redocly.yaml'));
  let result;
  try {
    result = await bundle({ref: file, config, externalRefResolver: new WebExamplesAside(config.resolve)});
  } catch (error) {
    throw new Error(`${path.relative(root, file)}: cannot be read as OpenAPI: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const broken = result.problems.filter((problem) => problem.severity === 'error');
  if (broken.length > 0) {
    const where = broken.map((p) => `  ${problemLine(p, root, file)}`);
    throw new Error(`Cannot load ${path.relative(root, file)}:\n${where.join('\n')}`);
  }
  restoreWebExamples(result.bundle.parsed);
  const document = result.bundle.parsed as BundledSpec | null;
  if (!document || typeof document !== 'object' || !document.info) {
    throw new Error(`${path.relative(root, file)} #/info: not an OpenAPI document (no info object)`);
  }
  // Redocly bundles Swagger 2.0 too (and refuses versions it does not know), but a 2.0 document's
  // bodies, hosts and security live elsewhere: read as OpenAPI 3 it showed no bodies and no base
  // URL, without a word.
  if (typeof document.swagger === 'string') {
    throw new Error(
      `${path.relative(root, file)} #/swagger: Swagger ${document.swagger} is not read here; the reference reads OpenAPI 3 documents (convert a Swagger 2.0 spec first)`,
    );
  }
  const unsafe = options.refuseUnsafeLinks === false ? [] : unsafeParts(document);
  if (unsafe.length > 0) {
    throw new Error(
      `${path.relative(root, file)} (bundled): links that could run script on the site; use http(s), mailto or relative links:\n  ${unsafe.join('\n  ')}`,
    );
  }
  return document;
}

/**
 * Bundles one registered service's spec with Redocly (the shared components pulled in) and, for
 * the platform's own services, checks it against its registry line. This is the only place that
 * reads a spec file: the reference, the content checks, the SDK generator and the mock servers all
 * load specs through it.
 */
export async function bundleService(service: ServiceEntry, options: BundleOptions = {}): Promise<BundledSpec> {
  const apiDir = options.apiDir ?? API_DIR;
  const {spec} = serviceFiles(service, apiDir);
  const root = path.dirname(apiDir);
  const document = await bundleSpecFile(spec, {
    root,
    refuseUnsafeLinks: !service.imported,
    ...(options.configPath && {configPath: options.configPath}),
  });
  if (!service.imported) checkAgainstRegistry(document, service, path.relative(root, spec));
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
