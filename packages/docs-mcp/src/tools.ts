import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {markdownOf, serviceDetails, type LoadedData} from './data.js';
import {findGraphql, graphqlEntries} from './graphql.js';
import {ArgumentError, findOperation, findPage, findSchema, findService} from './lookup.js';
import {componentSchema, operationSchemas} from './schemas.js';
import {DocsSearch} from './search.js';

const READ_ONLY = {readOnlyHint: true, openWorldHint: false} as const;
const text = (value: string): CallToolResult => ({content: [{type: 'text', text: value}]});
const json = (value: unknown): string => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** A tool body that reports a wrong argument as a tool error instead of failing the call. */
const guarded =
  <A>(run: (args: A) => string | Promise<string>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return text(await run(args));
    } catch (error) {
      if (error instanceof ArgumentError) return {isError: true, content: [{type: 'text', text: error.message}]};
      throw error;
    }
  };

const name = (what: string) => z.string().trim().min(1, `${what} must not be empty`).max(300);

/**
 * One search index per loaded data: loading it takes a few hundred milliseconds, and the HTTP
 * server (packages/docs-server) registers the tools on a new server for every request.
 */
const searches = new WeakMap<LoadedData, DocsSearch>();
function searchOf(data: LoadedData): DocsSearch {
  const existing = searches.get(data);
  if (existing) return existing;
  const created = new DocsSearch(data);
  searches.set(data, created);
  return created;
}

export function registerTools(server: McpServer, data: LoadedData): void {
  const search = searchOf(data);
  const sections = [...new Set(data.pages.map((page) => page.section))];

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        'Full-text search over every guide, REST reference, GraphQL page, library reference, app guide, blog post and changelog of the Energy XRM Dev Center. Returns ranked sections with title, URL and a snippet; read one with read_page.',
      inputSchema: {
        query: z.string().trim().min(1, 'query must not be empty').max(500),
        limit: z.number().int().min(1).max(20).optional().describe('How many results (default 8).'),
      },
      annotations: READ_ONLY,
    },
    guarded(async ({query, limit}: {query: string; limit?: number}) => {
      const {hits, suggestion} = await search.search(query, limit ?? 8);
      if (hits.length === 0) {
        return suggestion
          ? `Nothing found for "${query}". Did you mean "${suggestion}"?`
          : `Nothing found for "${query}". Try fewer or other words.`;
      }
      return hits
        .map((hit, i) => `${i + 1}. ${hit.title}\n   ${hit.url}\n   Markdown: ${hit.markdownUrl}\n   ${hit.snippet}`)
        .join('\n\n');
    }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description:
        'The whole Markdown of one page, by its path or URL (`/docs/webhooks`, `/docs/webhooks.md` or the full URL).',
      inputSchema: {path: name('path').max(2048)},
      annotations: READ_ONLY,
    },
    guarded(({path}: {path: string}) => markdownOf(data, findPage(data, path))),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description: `Every page with its path and one-line summary, optionally of one section (${sections.join(', ')}).`,
      inputSchema: {section: z.enum(sections as [string, ...string[]]).optional()},
      annotations: READ_ONLY,
    },
    guarded(({section}: {section?: string}) =>
      data.pages
        .filter((page) => !section || page.section === section)
        .map((page) => `- ${page.path} — ${page.title}${page.summary ? `: ${page.summary}` : ''}`)
        .join('\n'),
    ),
  );

  server.registerTool(
    'list_services',
    {
      title: 'List the REST services',
      description: 'Every REST service with its name for get_operation and get_schema, its version and operations.',
      annotations: READ_ONLY,
    },
    guarded(() =>
      data.services
        .map(
          (s) =>
            `- ${s.route} — ${s.title} ${s.version} (${s.operationCount} operations): ${s.description}\n  ${s.url}`,
        )
        .join('\n'),
    ),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get a REST operation',
      description:
        'One REST operation: its reference as Markdown, and its parameters, request body and responses as JSON Schemas.',
      inputSchema: {
        service: name('service').describe('The service, as list_services names it (e.g. "entity").'),
        operationId: name('operationId').describe(
          'The operationId, e.g. "createEntity"; for an operation without one, its anchor on the reference page (the part of its URL after #).',
        ),
      },
      annotations: READ_ONLY,
    },
    guarded(({service, operationId}: {service: string; operationId: string}) => {
      const found = findService(data, service);
      const details = serviceDetails(data, found);
      const operation = findOperation(found, details, operationId);
      const schemas = operationSchemas(details.spec, operation.method, operation.path);
      return `${operation.markdown.trim()}\n\nReference: ${operation.url}\n\n## JSON Schemas\n\n${json(schemas)}`;
    }),
  );

  server.registerTool(
    'get_schema',
    {
      title: 'Get a REST schema',
      description: 'One component schema of a REST service as JSON Schema (with the schemas it uses in $defs).',
      inputSchema: {service: name('service'), name: name('name').describe('The schema name, e.g. "Order".')},
      annotations: READ_ONLY,
    },
    guarded(({service, name: schemaName}: {service: string; name: string}) => {
      const found = findService(data, service);
      const details = serviceDetails(data, found);
      const entry = findSchema(found, details, schemaName);
      const schema = componentSchema(details.spec, entry.name);
      return `${entry.markdown.trim()}\n\nReference: ${entry.url}\n\n${json(schema)}`;
    }),
  );

  const entries = graphqlEntries(data);
  server.registerTool(
    'search_graphql',
    {
      title: 'Find a GraphQL type or operation',
      description:
        'Find queries, mutations, types, inputs, enums, scalars and directives of the partner-sharing GraphQL API by name or by the words in the name ("sharing partner input"). An exact match comes with its full reference.',
      inputSchema: {name: name('name')},
      annotations: READ_ONLY,
    },
    guarded(({name: query}: {name: string}) => {
      const matches = findGraphql(entries, query);
      if (matches.length === 0) {
        throw new ArgumentError(
          `No GraphQL entry matches "${query}". Entries: ${entries.map((e) => e.name).join(', ')}.`,
        );
      }
      const [first, ...others] = matches;
      const list = (items: typeof matches) =>
        items.map((m) => `- ${m.name} (${m.kind}): ${m.page.summary}\n  ${m.page.url}`).join('\n');
      const exact = first && first.name.toLowerCase() === query.toLowerCase().replace(/\s+/g, '');
      if (!exact) return list(matches);
      return others.length > 0
        ? `${markdownOf(data, first.page).trim()}\n\n## Other matches\n\n${list(others)}`
        : markdownOf(data, first.page);
    }),
  );
}
