import {services as registry} from '@energy-xrm/specs';
import {libraries} from '../../config/libraries';
import {expect, test} from './fixtures';
import {
  GENERATED_PAGE,
  SITE_URL,
  WRITTEN_PAGE,
  builtPaths,
  canonicalPages,
  localPath,
  markdownPathOf,
} from './markdown';
import {outline} from './markdownTree';

test('every canonical route has its Markdown at its path plus .md, starting with its title and URL', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const built = await builtPaths(request);
  const problems: string[] = [];
  for (const page of canonicalPages(built)) {
    if (page.path === undefined) {
      problems.push(`${page.line}: no page in the build`);
      continue;
    }
    const response = await request.get(markdownPathOf(page.path));
    if (response.status() !== 200) {
      problems.push(`${markdownPathOf(page.path)} answers ${response.status()}`);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (!type.startsWith('text/markdown')) problems.push(`${markdownPathOf(page.path)} is served as ${type}`);
    const [title, , urlLine] = (await response.text()).split('\n');
    if (!/^# \S/.test(title ?? '')) problems.push(`${markdownPathOf(page.path)} does not start with "# <title>"`);
    const url = urlLine?.replace(/^Canonical URL: /, '') ?? '';
    if (!urlLine?.startsWith('Canonical URL: ') || !url.startsWith(SITE_URL)) {
      problems.push(`${markdownPathOf(page.path)}: third line is not "Canonical URL: ${SITE_URL}…"`);
    } else if ((await request.get(localPath(url))).status() !== 200) {
      problems.push(`${markdownPathOf(page.path)}: its canonical URL ${url} does not answer`);
    }
  }
  expect(problems, 'Each page needs its .md (plugins/markdown-pages)').toEqual([]);
});

test('the old path of a redirect serves a note that links the Markdown of its target', async ({request}) => {
  const redirects = canonicalPages([]).filter((page) => 'target' in page && page.target);
  expect(redirects.length).toBeGreaterThan(0);
  for (const page of redirects) {
    const target = (page as {target: string}).target;
    const from = await (await request.get(markdownPathOf(page.path!))).text();
    expect(from, `${page.path}.md is a redirect note, not a copy`).toMatch(/^# Moved: /);
    expect(from).toContain(`(${SITE_URL}${markdownPathOf(target)})`);
    expect((await request.get(markdownPathOf(target))).ok()).toBe(true);
  }
});

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

test('a written page keeps every heading and code block in its Markdown, with no JSX or HTML tag', async ({
  request,
  page,
}) => {
  test.setTimeout(180_000);
  const paths = [...new Set(await builtPaths(request))].filter(
    (path) => WRITTEN_PAGE.test(path) && !GENERATED_PAGE.test(path),
  );
  expect(paths.length, 'guides, Apps pages, posts and changelog entries found in the sitemap').toBeGreaterThan(100);
  const problems: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const response = await request.get(markdownPathOf(path));
    if (response.status() !== 200) {
      problems.push(`${markdownPathOf(path)} answers ${response.status()}`);
      continue;
    }
    const markdown = await response.text();
    const shown = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const article = doc.querySelector('article .markdown') ?? doc.querySelector('article');
      article?.querySelectorAll('pre br').forEach((br) => br.replaceWith('\n'));
      // Headings inside a live region belong to an interactive widget (a calculator's results).
      const content = Array.from(article?.querySelectorAll('h2, h3, h4, h5, h6') ?? []).filter(
        (h) => !h.closest('[aria-live]'),
      );
      const headings = content.map((h) => ({
        level: Number(h.tagName.slice(1)),
        text: (h.textContent ?? '').replace(/\u200b/g, ''),
      }));
      const code = Array.from(article?.querySelectorAll('pre') ?? []).map((pre) => pre.textContent ?? '');
      return {headings, code};
    }, html);
    const md = outline(markdown);
    for (const heading of shown.headings) {
      if (!md.headings.includes(`${heading.level} ${squeeze(heading.text)}`)) {
        problems.push(`${path}: heading h${heading.level} "${squeeze(heading.text)}" is missing`);
      }
    }
    const fences = md.code.map(squeeze);
    for (const block of shown.code) {
      if (!fences.includes(squeeze(block)))
        problems.push(`${path}: code block "${squeeze(block).slice(0, 60)}…" is missing`);
    }
    for (const tag of md.tags) problems.push(`${path}: the Markdown contains the tag ${tag}`);
  }
  expect(problems, 'plugins/markdown-pages must keep what the page shows').toEqual([]);
});

test('llms.txt lists every page once, by section, and every link in it answers', async ({request}) => {
  test.setTimeout(120_000);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Dev Center\n\n> \S/);
  for (const section of [
    '## Guides: Architecture',
    '## REST API',
    '## GraphQL',
    ...libraries.map((library) => `## Libraries: ${library.label}`),
    '## Apps',
  ]) {
    expect(llms.split('\n'), `llms.txt has the section "${section}"`).toContain(section);
  }
  const links = [...llms.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]!);
  const listed = new Set(links.map((url) => localPath(url)));
  const built = await builtPaths(request);
  const pages = canonicalPages(built)
    .filter((p) => p.path !== undefined && !('target' in p && p.target))
    .map((p) => p.path!);
  const sitemapPages = built.filter((path) => WRITTEN_PAGE.test(path) || path.startsWith('/graphql/'));
  const missing = [...new Set([...pages, ...sitemapPages])]
    .filter((path) => !/\/(archive|page\/\d+)$/.test(path) && !/\/changelog\/(tags|archive)(\/|$)/.test(path))
    .filter((path) => !listed.has(markdownPathOf(path)));
  expect(missing, 'pages whose .md llms.txt does not link').toEqual([]);
  const lines = llms.split('\n').filter((line) => line.startsWith('- ['));
  const entries = lines.map((line) => /\]\(([^)]+)\)/.exec(line)?.[1]);
  expect(
    entries.filter((url, i) => entries.indexOf(url) !== i),
    'pages listed twice',
  ).toEqual([]);
  expect(
    lines.every((line) => /^- \[[^\]]+\]\(https:\/\/\S+\.md\): \S/.test(line)),
    'each entry: link and description',
  ).toBe(true);
  const broken: string[] = [];
  for (const url of new Set(links)) {
    expect(url.startsWith(SITE_URL), `${url} points at the site`).toBe(true);
    const status = (await request.get(localPath(url))).status();
    if (status !== 200) broken.push(`${url} answers ${status}`);
  }
  expect(broken).toEqual([]);

  const fullFiles = links.filter((url) => /\/llms-full[\w-]*\.txt$/.test(url));
  expect(fullFiles[0], 'llms.txt links llms-full.txt').toBe(`${SITE_URL}/llms-full.txt`);
  let pagesInFull = 0;
  for (const url of fullFiles) {
    const full = await (await request.get(localPath(url))).text();
    pagesInFull += full.split('\n').filter((line) => line.startsWith('Canonical URL: ')).length;
  }
  expect(pagesInFull, 'the llms-full files hold every listed page and the home page').toBe(lines.length + 1);
});

interface SpecParameter {
  readonly name?: string;
  readonly $ref?: string;
}
interface SpecDocument {
  readonly paths: Record<string, Record<string, {operationId?: string; parameters?: SpecParameter[]}>>;
  readonly components?: {parameters?: Record<string, SpecParameter>};
}

test("a REST service's Markdown names every operationId, path and parameter of its spec", async ({request}) => {
  test.setTimeout(120_000);
  const index = await (await request.get('/api.md')).text();
  const services = [...index.matchAll(/\]\(https:\/\/[^)]+\/api\/([a-z-]+)\.md\)/g)].map((m) => m[1]!);
  expect([...services].sort(), 'services listed in /api.md').toEqual(registry.map((service) => service.route).sort());
  const missing: string[] = [];
  for (const service of services) {
    const markdown = await (await request.get(`/api/${service}.md`)).text();
    const spec = (await (await request.get(`/api/${service}/openapi.json`)).json()) as SpecDocument;
    const resolve = (p: SpecParameter) => (p.$ref ? spec.components?.parameters?.[p.$ref.split('/').pop()!] : p);
    for (const [path, item] of Object.entries(spec.paths)) {
      const shared = (item.parameters ?? []) as unknown as SpecParameter[];
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters' || !operation.operationId) continue;
        const expected = [
          `operationId: \`${operation.operationId}\``,
          `\`${method.toUpperCase()} ${path}\``,
          ...[...shared, ...(operation.parameters ?? [])].map((p) => `| \`${resolve(p)?.name}\` |`),
        ];
        for (const text of expected) if (!markdown.includes(text)) missing.push(`/api/${service}.md: ${text}`);
      }
    }
  }
  expect(missing, 'render/markdown in plugins/api-reference must show each of them').toEqual([]);
});
