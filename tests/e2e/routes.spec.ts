import {readCanonicalRoutes, readPendingRoutes, segmentMatches} from './routes';
import {expect, test} from './fixtures';

const canonical = readCanonicalRoutes();
const pending = readPendingRoutes();

interface Checked {
  readonly line: string;
  readonly problem?: string;
}

test('every canonical route that is not pending answers in the build', async ({request}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const builtPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const unknownPending = [...pending].filter((line) => !canonical.includes(line));
  expect(unknownPending, 'routes/pending.txt lists lines that are not in routes/canonical.txt').toEqual([]);

  const checked: Checked[] = [];
  for (const line of canonical.filter((route) => !pending.has(route))) {
    checked.push({line, problem: await check(line)});
  }
  const present = checked.filter((route) => !route.problem);
  console.log(`Routes present: ${present.length} of ${canonical.length} canonical; ${pending.size} pending.`);
  const problems = checked.filter((route) => route.problem).map((route) => `${route.line}: ${route.problem}`);
  expect(problems, 'Build the page, or list the route in routes/pending.txt until it lands').toEqual([]);

  async function check(line: string): Promise<string | undefined> {
    const redirect = line.match(/^(\S+)\s+->\s+(\S+)$/);
    if (redirect) {
      // A real redirect of the server (deploy/nginx/site.conf), not a page that redirects by script.
      const response = await request.get(redirect[1]!, {maxRedirects: 0});
      const location = response.headers()['location'];
      return response.status() === 301 && location === redirect[2]
        ? undefined
        : `answers ${response.status()} to ${location ?? 'nowhere'}, not 301 to ${redirect[2]}`;
    }
    const pattern = line.match(/^(\S+)\/\*(\S+)$/);
    if (pattern) {
      const [, prefix, name] = pattern;
      const match = builtPaths.find(
        (built) => built.startsWith(`${prefix}/`) && segmentMatches(built.split('/').pop() ?? '', name!),
      );
      return match ? answers(match) : `no generated page under ${prefix}/ is named ${name}`;
    }
    return answers(line);
  }

  async function answers(route: string): Promise<string | undefined> {
    for (const variant of route === '/' ? ['/'] : [route, `${route}/`]) {
      const response = await request.get(variant);
      if (response.status() !== 200) return `${variant} answers ${response.status()}`;
      const body = await response.text();
      if (body.includes('Page Not Found')) return `${variant} shows the not-found page`;
    }
    return undefined;
  }
});
