// Preloaded (`node --import`) before a TypeScript SDK sample. The SDK sample names no host (the
// client takes its service's server from the spec), so the host is replaced where the request
// leaves: every request to an Energy XRM API host goes to SAMPLE_ORIGIN instead, with the same
// method, path, query, headers and body.
const origin = process.env.SAMPLE_ORIGIN;
if (!origin) throw new Error('SAMPLE_ORIGIN is not set');
const API_HOST = /^https:\/\/[a-z0-9-]+\.api\.energy-xrm\.example/;
const {fetch: send, Request} = globalThis;

globalThis.fetch = async (input, init) => {
  if (!(input instanceof Request)) return send(String(input).replace(API_HOST, origin), init);
  const body = ['GET', 'HEAD'].includes(input.method) ? undefined : await input.arrayBuffer();
  const request = new Request(input.url.replace(API_HOST, origin), {
    method: input.method,
    headers: input.headers,
    body,
    redirect: input.redirect,
    signal: input.signal,
  });
  return send(request, init);
};
