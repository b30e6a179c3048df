import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {LoadedData} from './data.js';
import {registerTools} from './tools.js';

export const SERVER_NAME = 'energy-xrm-docs';

/** The documentation server, on any transport: stdio from the command line, in memory in tests. */
export function createDocsServer(data: LoadedData, version = '1.0.0'): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version},
    {
      instructions:
        'The Energy XRM Dev Center: guides, REST and GraphQL references, libraries and apps. Start with search_docs; read a page with read_page; for REST details use list_services, get_operation and get_schema; for GraphQL use search_graphql.',
    },
  );
  registerTools(server, data);
  return server;
}
