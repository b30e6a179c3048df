import {describe, expect, it} from 'vitest';
import type {PageRecord} from '../../../plugins/markdown-pages/collect/types';
import {FULL_TEXT_LIMIT, OWN_FILE_LIMIT, llmsFullFiles, llmsTxt} from '../../../plugins/markdown-pages/render/llms';

const SITE = {title: 'Dev Center', siteUrl: 'https://devcenter.energy-xrm.example', summary: 'The  developer\nportal.'};

const page = (path: string, section: PageRecord['section'], group?: string, size = 100): PageRecord => ({
  path,
  title: `Title of ${path}`,
  description: '',
  summary: `About ${path}.`,
  section,
  group,
  url: `${SITE.siteUrl}${path}`,
  markdown: `# Title of ${path}\n\nCanonical URL: ${SITE.siteUrl}${path}\n\n${'x'.repeat(size)}\n`,
});

const pages = [
  page('/docs/b', 'guides', 'Auth'),
  page('/', 'home'),
  page('/api/order', 'rest'),
  page('/docs/a', 'guides', 'Architecture'),
  page('/docs/c', 'guides', 'Auth'),
  page('/apps/overview', 'apps'),
];

describe('llms.txt', () => {
  const text = llmsTxt(SITE, pages, llmsFullFiles(SITE, pages));

  it('has the title, the summary on one line and the sections in reading order', () => {
    expect(text.startsWith('# Dev Center\n\n> The developer portal.\n\n')).toBe(true);
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Guides: Auth', '## Guides: Architecture', '## REST API', '## Apps']);
  });

  it('lists each page with its Markdown URL and its one line', () => {
    expect(text).toContain(
      '## Guides: Auth\n\n- [Title of /docs/b](https://devcenter.energy-xrm.example/docs/b.md): About /docs/b.\n- [Title of /docs/c]',
    );
    expect(text).toContain('The [home page](https://devcenter.energy-xrm.example/index.md) says where to start.');
    expect(text).toContain(
      '[llms-full.txt](https://devcenter.energy-xrm.example/llms-full.txt) holds the whole documentation.',
    );
  });
});

describe('llms-full', () => {
  it('is one file with every page while it is small', () => {
    const files = llmsFullFiles(SITE, pages);
    expect(files.map((f) => f.file)).toEqual(['llms-full.txt']);
    expect(files[0]!.text.match(/^Canonical URL: /gm)).toHaveLength(6);
  });

  it('puts the REST reference in a file of its own when the whole passes the limit', () => {
    // Five services, each below the size that earns a file of its own, together above the limit.
    const services = [1, 2, 3, 4, 5].map((n) => page(`/api/service-${n}`, 'rest', undefined, OWN_FILE_LIMIT - 1000));
    const large = [...pages, ...services];
    const files = llmsFullFiles(SITE, large);
    expect(files.map((f) => f.file)).toEqual(['llms-full.txt', 'llms-full-rest.txt']);
    expect(files[0]!.text).not.toContain('Canonical URL: https://devcenter.energy-xrm.example/api/');
    expect(files[1]!.text.match(/^Canonical URL: /gm)).toHaveLength(services.length + 1);
    expect(llmsTxt(SITE, large, files)).toContain(
      'The whole documentation is in 2 files: [llms-full.txt](https://devcenter.energy-xrm.example/llms-full.txt) (guides, GraphQL, libraries, Apps, blog and changelogs), [llms-full-rest.txt](https://devcenter.energy-xrm.example/llms-full-rest.txt) (the REST reference).',
    );
  });

  it('gives a service too large to share the REST file a file of its own, named in the others', () => {
    const large = [
      ...pages,
      page('/api/cloud', 'rest', undefined, OWN_FILE_LIMIT + 1),
      page('/api/telephony', 'rest', undefined, FULL_TEXT_LIMIT),
    ];
    const files = llmsFullFiles(SITE, large);
    expect(files.map((f) => f.file)).toEqual([
      'llms-full.txt',
      'llms-full-rest.txt',
      'llms-full-rest-cloud.txt',
      'llms-full-rest-telephony.txt',
    ]);
    const [, rest, cloud] = files;
    expect(rest!.text).toContain('Canonical URL: https://devcenter.energy-xrm.example/api/order');
    expect(rest!.text).not.toContain('Canonical URL: https://devcenter.energy-xrm.example/api/cloud');
    expect(rest!.text).toContain('https://devcenter.energy-xrm.example/llms-full-rest-cloud.txt');
    expect(cloud!.text.match(/^Canonical URL: /gm)).toHaveLength(1);
    expect(llmsTxt(SITE, large, files)).toContain(
      '[llms-full-rest-cloud.txt](https://devcenter.energy-xrm.example/llms-full-rest-cloud.txt) (the Title of /api/cloud reference)',
    );
  });
});
