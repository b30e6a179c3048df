import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {menuHtml} from '../../plugins/api-reference/render/html/menuHtml';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {referenceMarkdown} from '../../plugins/api-reference/render/markdown';
import {searchDocuments} from '../../plugins/api-reference/render/searchDocuments';

// Specs written elsewhere keep their introduction in a tag without operations (Redoc's
// `x-traitTag`, with `x-displayName`): DigitalOcean's requests, statuses, rate limits and paging.
const doc = {
  info: {title: 'Droplet API', version: '2.0', description: ''},
  tags: [
    {
      name: 'Public Introduction',
      'x-displayName': 'Introduction',
      'x-traitTag': true,
      description:
        'Manage droplets over HTTPS.\n\n## Rate Limit\n\nRequests are limited to 5,000 per hour.\n\n### Headers\n\nEach response says how many remain.\n\n    ratelimit-limit: 5000\n',
    },
    {name: 'Unused', description: '  '},
    {name: 'Droplets', description: 'Virtual machines.'},
  ],
  paths: {
    '/v2/droplets': {
      get: {
        operationId: 'listDroplets',
        summary: 'List droplets',
        tags: ['Droplets'],
        responses: {'204': {description: 'Done.'}},
      },
    },
  },
} as unknown as OpenApiDocument;
const reference = buildReference({route: 'droplets', imported: true}, doc, false);

describe('a tag that only describes (a spec’s introduction)', () => {
  it('is part of the reference, under its display name, in the spec’s order; a tag that says nothing is not', () => {
    expect(reference.tags.map((tag) => [tag.name, tag.anchor, tag.operations.length])).toEqual([
      ['Introduction', 'tag-public-introduction', 0],
      ['Droplets', 'tag-droplets', 1],
    ]);
    expect(reference.anchors).toContain('tag-public-introduction');
  });

  it('is shown on the page with its text, its headings below its own, and linked from the menu', () => {
    const $ = load(referenceHtml(reference, {inline: true}));
    const section = $('#tag-public-introduction');
    expect(section.find('h2').text()).toContain('Introduction');
    expect(section.text()).toContain('Requests are limited to 5,000 per hour.');
    expect(section.find('h3').text()).toBe('Rate Limit');
    expect(section.find('h4').text()).toBe('Headers');
    // Its code scrolls sideways when long: a keyboard reader can reach it.
    expect(section.find('pre').attr('tabindex')).toBe('0');
    const menu = load(menuHtml(reference));
    const link = menu('a[href="#tag-public-introduction"]');
    expect(link.text()).toBe('Introduction');
    expect(link.closest('details.apiref-group').length).toBe(0);
  });

  it('is laid out only near the view, standing in at a height that grows with its text', () => {
    const $ = load(referenceHtml(reference, {inline: true}));
    const about = (anchor: string) => $(`#${anchor} > .apiref-middle > .apiref-tag-about`);
    const chars = (anchor: string) => Number(/--apiref-chars:(\d+)/.exec(about(anchor).attr('style') ?? '')?.[1]);
    // The heading stays outside the block: the browser draws every tag's heading.
    expect($('#tag-public-introduction > .apiref-middle > h2').length).toBe(1);
    expect(about('tag-public-introduction').find('h3').text()).toBe('Rate Limit');
    expect(chars('tag-droplets')).toBe('Virtual machines.'.length);
    expect(chars('tag-public-introduction')).toBeGreaterThan(chars('tag-droplets') * 5);
    // A tag without a description gets no block at all.
    const bare = buildReference({route: 'bare', imported: true}, {...doc, tags: [{name: 'Droplets'}]}, false);
    expect(load(referenceHtml(bare, {inline: true}))('.apiref-tag-about').length).toBe(0);
  });

  it('is in the Markdown with its headings below the tag’s, and searchable by its words', () => {
    const markdown = referenceMarkdown(reference, {siteUrl: 'https://devcenter.energy-xrm.example'});
    expect(markdown).toContain(
      '## Introduction\n\nManage droplets over HTTPS.\n\n### Rate Limit\n\nRequests are limited to 5,000 per hour.\n\n#### Headers',
    );
    const intro = searchDocuments(reference).find(
      (document) => document.sectionRoute === '/api/droplets#tag-public-introduction',
    );
    expect(intro?.title).toBe('Introduction');
    expect(intro?.content).toContain('5,000 per hour');
  });
});
