import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';

// The Swagger petstore names two operations "Creates list of users with given input array".
const summary = 'Creates list of users with given input array';
const doc = {
  info: {title: 'Users', version: '1.0.0'},
  paths: {
    '/user/createWithArray': {
      post: {operationId: 'createWithArray', summary, responses: {'204': {description: 'Done.'}}},
    },
    '/user/createWithList': {
      post: {operationId: 'createWithList', summary: summary.toLowerCase(), responses: {'204': {description: 'Done.'}}},
    },
    '/user': {get: {operationId: 'listUsers', summary: 'List users', responses: {'204': {description: 'Done.'}}}},
  },
} as unknown as OpenApiDocument;

/** The accessible name aria-labelledby gives an element: the texts of the elements it names, in order. */
function labelOf($: ReturnType<typeof load>, id: string): string {
  const ids = ($(`[id="${id}"]`).attr('aria-labelledby') ?? '').split(' ');
  return ids.map((ref) => $(`[id="${ref}"]`).contents().first().text()).join(' ');
}

describe("each operation's section, a region of the page", () => {
  const $ = load(referenceHtml(buildReference({route: 'users', imported: true}, doc, false), {inline: true}));

  it('is named by its summary, and by its method and path too where another operation has the same summary', () => {
    expect(labelOf($, 'createWithArray')).toBe(`${summary} POST /user/createWithArray`);
    // Names that differ only in case are the same to a screen reader (DigitalOcean: "List Available Models").
    expect(labelOf($, 'createWithList')).toBe(`${summary.toLowerCase()} POST /user/createWithList`);
    expect(labelOf($, 'listUsers')).toBe('List users');
  });
});

describe("a response's summary line", () => {
  const linked = {
    info: {title: 'Apps', version: '1.0.0'},
    paths: {
      '/install': {
        post: {
          operationId: 'install',
          summary: 'Install an app',
          responses: {
            '200': {
              description:
                'The install job was created. For details, see its [Marketplace](https://marketplace.example.com) page.',
            },
            '404': {description: 'No such app.'},
          },
        },
      },
    },
  } as unknown as OpenApiDocument;
  const $ = load(referenceHtml(buildReference({route: 'apps', imported: true}, linked, false), {inline: true}));

  it('holds no link (a control in a control): the description as text, its link first thing inside', () => {
    const ok = $('#install details.apiref-response').first();
    expect(ok.find('summary a')).toHaveLength(0);
    expect(ok.find('summary').text()).toBe('200 The install job was created. For details, see its Marketplace page.');
    expect(ok.find('summary + p.apiref-response-see').text()).toBe('See Marketplace.');
    expect(ok.find('.apiref-response-see a').attr('href')).toBe('https://marketplace.example.com');
    expect($('#install details.apiref-response summary').eq(1).text()).toBe('404 No such app.');
    expect($('#install .apiref-response-see')).toHaveLength(1);
  });
});
