import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {Readable, Writable} from 'node:stream';
import {parseArgs} from 'node:util';
import {DEFAULT_DATA_DIR, loadData, MissingDataError} from './data.js';
import {createDocsServer} from './server.js';

export const USAGE = `Usage: energy-xrm-docs-mcp [--data <folder>]

Serves the Energy XRM Dev Center documentation over the Model Context Protocol on stdin/stdout.
--data  the folder the site build wrote (default: the package's data/ folder, or $ENERGY_XRM_DOCS_DATA)`;

export interface Streams {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly log: (line: string) => void;
}

/**
 * The command line: loads the data and serves it over stdio. Returns 0 when the server runs (or
 * help was asked for) and 1 on a usage or data problem; stdout carries only the protocol.
 */
export async function runCli(args: readonly string[], streams: Streams): Promise<number> {
  let data;
  try {
    const {values} = parseArgs({
      args: [...args],
      options: {data: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    });
    if (values.help) {
      streams.log(USAGE);
      return 0;
    }
    data = loadData(values.data ?? process.env.ENERGY_XRM_DOCS_DATA ?? DEFAULT_DATA_DIR);
  } catch (error) {
    if (!(error instanceof MissingDataError || (error instanceof TypeError && 'code' in error))) throw error;
    streams.log(`${error.message}\n\n${USAGE}`);
    return 1;
  }
  streams.log(`energy-xrm-docs: ${data.pages.length} pages and ${data.services.length} REST services from ${data.dir}`);
  await createDocsServer(data).connect(new StdioServerTransport(streams.stdin, streams.stdout));
  return 0;
}
