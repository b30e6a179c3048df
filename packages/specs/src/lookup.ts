import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {bundleService, type BundleOptions} from './bundle.js';
import {services, type ServiceEntry} from './registry.js';

/** The registered service with this route; an unknown route names the valid ones. */
export function serviceByRoute(route: string): ServiceEntry {
  const service = services.find((entry) => entry.route === route);
  if (!service) {
    throw new Error(`No service "${route}". Services: ${services.map((entry) => entry.route).join(', ')}`);
  }
  return service;
}

/**
 * Bundles the given services and writes each document as `<route>.json` into `dir` (Prism and the
 * SDK generator read JSON). Returns each route's file.
 */
export async function writeBundledSpecs(
  chosen: readonly ServiceEntry[],
  dir: string,
  options: BundleOptions = {},
): Promise<Map<string, string>> {
  mkdirSync(dir, {recursive: true});
  const files = new Map<string, string>();
  for (const service of chosen) {
    const file = path.join(dir, `${service.route}.json`);
    writeFileSync(file, `${JSON.stringify(await bundleService(service, options), null, 2)}\n`);
    files.set(service.route, file);
  }
  return files;
}
