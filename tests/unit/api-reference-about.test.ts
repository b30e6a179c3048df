import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {introHtml} from '../../plugins/api-reference/render/html/introHtml';
import {referenceMarkdown} from '../../plugins/api-reference/render/markdown';

// A spec's `info.contact`, `info.license` and `info.termsOfService`, as the Museum API gives them.
const info = {
  title: 'Museum API',
  version: '1.2.1',
  description: 'Museum hours, events and tickets.',
  termsOfService: 'https://example.com/terms/',
  contact: {email: 'team@example.com', url: 'https://example.com/docs/'},
  license: {name: 'MIT', url: 'https://opensource.org/license/mit/'},
};
const doc = (given: Partial<OpenApiDocument['info']>) => ({info: {...info, ...given}, paths: {}}) as OpenApiDocument;
const site = {siteUrl: 'https://devcenter.energy-xrm.example'};

describe('who publishes a spec written elsewhere', () => {
  it('is named under the description, with its email, license and terms as links', () => {
    const reference = buildReference({route: 'museum', imported: true}, doc({}), false);
    expect(reference.about).toEqual({
      contact: {name: 'team@example.com', url: 'mailto:team@example.com'},
      license: {name: 'MIT', url: 'https://opensource.org/license/mit/'},
      termsOfService: 'https://example.com/terms/',
    });
    const about = load(introHtml(reference))('.apiref-about');
    expect(about.text()).toBe('Contact: team@example.com · License: MIT · Terms of service');
    expect(
      about
        .find('a')
        .map((_, a) => load(a)('a').attr('href'))
        .get(),
    ).toEqual(['mailto:team@example.com', 'https://opensource.org/license/mit/', 'https://example.com/terms/']);
    expect(referenceMarkdown(reference, site)).toContain(
      'Contact: [team@example.com](mailto:team@example.com). License: [MIT](https://opensource.org/license/mit/). [Terms of service](https://example.com/terms/).',
    );
  });

  it('keeps a name without its unsafe or relative link, and leaves out what the spec does not give', () => {
    const reference = buildReference(
      {route: 'museum', imported: true},
      doc({
        contact: {name: 'API Team', url: 'javascript:alert(1)'},
        license: {name: 'Apache 2.0', url: '/LICENSE'},
        termsOfService: '',
      }),
      false,
    );
    expect(reference.about).toEqual({contact: {name: 'API Team'}, license: {name: 'Apache 2.0'}});
    const about = load(introHtml(reference))('.apiref-about');
    expect(about.text()).toBe('Contact: API Team · License: Apache 2.0');
    expect(about.find('a')).toHaveLength(0);
    const bare = buildReference(
      {route: 'bare', imported: true},
      doc({contact: undefined, license: undefined, termsOfService: undefined}),
      false,
    );
    expect(load(introHtml(bare))('.apiref-about')).toHaveLength(0);
  });

  it('is not shown for the platform’s own services, whose contact is this site', () => {
    const reference = buildReference({route: 'museum'}, doc({}), false);
    expect(load(introHtml(reference))('.apiref-about')).toHaveLength(0);
    expect(referenceMarkdown(reference, site)).not.toContain('Contact:');
  });
});

describe('the introduction above the first group', () => {
  // The facts may run into the first group's heading (styles.css), whose right side is empty: only
  // when there is a group. A spec with webhooks and no operations is followed by its webhooks.
  it('lets the facts run into the first group only when the page has one', () => {
    const pets = {
      ...doc({}),
      paths: {'/pets': {get: {operationId: 'listPets', responses: {'200': {description: 'The pets'}}}}},
    } as OpenApiDocument;
    const classes = (given: OpenApiDocument) =>
      load(introHtml(buildReference({route: 'museum', imported: true}, given, false)))('header').attr('class');
    expect(classes(pets)).toBe('apiref-intro apiref-intro--over-group');
    expect(classes(doc({}))).toBe('apiref-intro');
  });
});
