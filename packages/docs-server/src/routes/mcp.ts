import type {FastifyInstance} from 'fastify';
import {createDocsServer, type LoadedData} from '@energy-xrm/docs-mcp';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

const rpcError = (message: string) => ({jsonrpc: '2.0', error: {code: -32000, message}, id: null});

/**
 * `/mcp`: the docs MCP server (packages/docs-mcp, the same tools as over stdio) on the SDK's
 * Streamable HTTP transport, stateless: every POST gets a fresh server and transport, so any
 * instance can answer any request and nothing is kept between them.
 */
export function mcpRoutes(
  app: FastifyInstance,
  {docs, missing, limit}: {docs: LoadedData | null; missing: string; limit: number},
): void {
  const config = {rateLimit: {max: limit, timeWindow: 60_000}};
  app.post('/mcp', {config}, async (request, reply) => {
    if (!docs) return reply.code(503).send(rpcError(missing));
    const server = createDocsServer(docs);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    // The transport writes the answer itself; the headers set so far (rate limits) go with it.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  // Stateless: no stream to open with GET and no session to end with DELETE.
  const notAllowed = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.code(405).header('allow', 'POST').send(rpcError('Method not allowed: this server is stateless; use POST.'));
  app.get('/mcp', {config}, notAllowed);
  app.delete('/mcp', {config}, notAllowed);
}
