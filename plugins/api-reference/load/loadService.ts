import {existsSync} from 'node:fs';
import path from 'node:path';
import {bundle, loadConfig} from '@redocly/openapi-core';
import {stringify} from 'yaml';
import type {ServiceEntry} from '../../../config/services';
import {buildReference, type OpenApiDocument} from '../model/buildReference';
import type {ServiceReference} from '../model/types';

export interface LoadedService {
  readonly reference: ServiceReference;
  /** The bundled spec (every $ref inside one file), as served for download. */
  readonly yaml: string;
  readonly json: string;
}

/** The Redocly configuration, read once per site rather than once per service. */
const configs = new Map<string, ReturnType<typeof loadConfig>>();
function redoclyConfig(siteDir: string): ReturnType<typeof loadConfig> {
  if (!configs.has(siteDir)) configs.set(siteDir, loadConfig({configPath: path.join(siteDir, 'redocly.yaml')}));
  return configs.get(siteDir)!;
}

/**
 * Bundles a service's spec with Redocly (shared components pulled in): the document the reference
 * renders and the downloads serve. Unresolvable references fail with file and location.
 */
export async function bundleService(siteDir: string, service: ServiceEntry): Promise<OpenApiDocument> {
  const file = path.join(siteDir, 'api', service.route, 'openapi.yaml');
  const config = await redoclyConfig(siteDir);
  const result = await bundle({ref: file, config});
  const broken = result.problems.filter((problem) => problem.severity === 'error');
  if (broken.length > 0) {
    const where = broken.map(
      (p) =>
        `${path.relative(siteDir, p.location[0]?.source.absoluteRef ?? file)} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    throw new Error(`Cannot load the ${service.title} spec:\n${where.join('\n')}`);
  }
  const document = result.bundle.parsed as OpenApiDocument;
  if (document.info.title !== service.title) {
    throw new Error(
      `api/${service.route}/openapi.yaml: info.title "${document.info.title}" differs from the registry title "${service.title}"`,
    );
  }
  return document;
}

/** A service's reference model and its downloads, from the bundled spec. */
export async function loadService(siteDir: string, service: ServiceEntry): Promise<LoadedService> {
  const document = await bundleService(siteDir, service);
  const hasChangelog = existsSync(path.join(siteDir, 'api', service.route, 'changelog'));
  const reference = buildReference(service, document, hasChangelog);
  return {reference, yaml: stringify(document, {lineWidth: 0}), json: `${JSON.stringify(document, null, 2)}\n`};
}
