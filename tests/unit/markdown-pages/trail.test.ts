import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {docsPages} from '../../../plugins/markdown-pages/collect/docs';
import type {PagePlan} from '../../../plugins/markdown-pages/collect/types';
import type {LinkScope} from '../../../plugins/markdown-pages/mdx/links';
import {renderPages} from '../../../plugins/markdown-pages/render/pages';

const SITE_URL = 'https://devcenter.energy-xrm.example';
const SITE_DIR = '/site';

/** A doc as the docs plugin loads it: only the fields the Markdown build reads. */
const doc = (id: string, permalink: string, title: string) => ({
  id,
  permalink,
  title,
  source: `@site/docs/${id}.md`,
  frontMatter: {},
  unlisted: false,
});

/** The pricing section as its sidebar shows it: a guide, the library's index and one function. */
const content = {
  loadedVersions: [
    {
      docs: [
        doc('pricing/index', '/docs/pricing', 'Pricing'),
        doc('pricing/orders', '/docs/pricing/orders', 'Orders'),
        doc('pricing/pricing-library/index', '/docs/pricing/pricing-library', '@energy-xrm/pricing'),
        doc(
          'pricing/pricing-library/functions/formatAmount',
          '/docs/pricing/pricing-library/functions/formatAmount',
          'Function: formatAmount()',
        ),
      ],
      sidebars: {
        docs: [
          {
            type: 'category',
            label: 'Pricing',
            link: {type: 'doc', id: 'pricing/index'},
            items: [
              {type: 'doc', id: 'pricing/orders'},
              {
                type: 'category',
                label: '@energy-xrm/pricing',
                link: {type: 'doc', id: 'pricing/pricing-library/index'},
                items: [
                  {
                    type: 'category',
                    label: 'functions',
                    items: [{type: 'doc', id: 'pricing/pricing-library/functions/formatAmount'}],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as LoadedContent;

const plans = docsPages(content, {
  siteDir: SITE_DIR,
  section: 'guides',
  libraries: [{out: 'docs/pricing/pricing-library', label: '@energy-xrm/pricing'}],
});

const scope: LinkScope = {
  siteUrl: SITE_URL,
  siteDir: SITE_DIR,
  contentDirs: [],
  sourceToPath: new Map(),
  markdownPaths: new Set(plans.map((plan) => plan.path)),
};

/** The Markdown of one planned page, its content replaced by one line (the trail is in the header). */
function markdownOf(path: string): string {
  const plan = plans.find((p) => p.path === path);
  expect(plan, `${path} is planned`).toBeDefined();
  const withBody: PagePlan = {...plan!, file: undefined, body: () => 'The content.'};
  return renderPages([withBody], scope, () => {})[0]!.markdown;
}

describe('the trail of a generated reference page', () => {
  it('names the library and the kind of export above the title, as the HTML breadcrumbs do, linking their Markdown', () => {
    expect(markdownOf('/docs/pricing/pricing-library/functions/formatAmount')).toBe(
      [
        '# Function: formatAmount()',
        `Canonical URL: ${SITE_URL}/docs/pricing/pricing-library/functions/formatAmount`,
        `Part of: [Pricing](${SITE_URL}/docs/pricing.md) › [@energy-xrm/pricing](${SITE_URL}/docs/pricing/pricing-library.md) › functions`,
        'The content.',
      ].join('\n\n') + '\n',
    );
  });

  it("stops above a library's index page: the index is its category's own page", () => {
    expect(markdownOf('/docs/pricing/pricing-library')).toContain(
      `\n\nPart of: [Pricing](${SITE_URL}/docs/pricing.md)\n\n`,
    );
  });

  it('is left out of a guide, which says where it belongs in its own words', () => {
    expect(markdownOf('/docs/pricing/orders')).not.toContain('Part of:');
    expect(markdownOf('/docs/pricing')).not.toContain('Part of:');
  });

  it('keeps a bracket in a label as text instead of ending the link', () => {
    const plan: PagePlan = {
      path: '/graphql/sharing/objects/x',
      title: 'X',
      description: '',
      section: 'graphql',
      trail: [{label: 'Objects [beta]', path: '/graphql/sharing'}, {label: 'more'}],
      body: () => 'Body.',
    };
    const markdown = renderPages([plan], {...scope, markdownPaths: new Set(['/graphql/sharing'])}, () => {})[0]!
      .markdown;
    expect(markdown).toContain(`Part of: [Objects \\[beta\\]](${SITE_URL}/graphql/sharing.md) › more\n`);
  });
});
