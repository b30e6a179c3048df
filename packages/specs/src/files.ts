import {existsSync} from 'node:fs';
import path from 'node:path';
import type {ServiceEntry} from './registry.js';

/**
 * The repository root: this file is `packages/specs/{src,dist}/files.*`. The package is CommonJS
 * so that every consumer can load it as it is: Docusaurus's config loader, the ESM scripts of the
 * SDK and the mock servers, and the test runners, which compile `src/` themselves.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The folder with one sub-folder per REST service (`api/<route>/`) and the shared components. */
export const API_DIR = path.join(REPO_ROOT, 'api');

/** The files of one service: its spec and its changelog folder, which may not exist. */
export interface ServiceFiles {
  readonly spec: string;
  readonly changelogDir: string;
  readonly hasChangelog: boolean;
}

/** Where a service's spec and changelog live. `apiDir` only differs in tests and benchmarks. */
export function serviceFiles(
  service: Pick<ServiceEntry, 'route' | 'specFile'>,
  apiDir: string = API_DIR,
): ServiceFiles {
  const changelogDir = path.join(apiDir, service.route, 'changelog');
  return {
    spec: path.join(apiDir, service.route, service.specFile ?? 'openapi.yaml'),
    changelogDir,
    hasChangelog: existsSync(changelogDir),
  };
}
