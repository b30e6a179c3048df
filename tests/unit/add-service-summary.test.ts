import {describe, expect, it} from 'vitest';
import {serviceSummary} from '../../scripts/add-service/summary.mjs';

// The registry line `npm run add-service` writes: the description of the service on /api, in search
// and in list_services, made from the spec's own words. The inputs are shaped like the corpus's.

describe('an imported service is described by', () => {
  it.each([
    [
      'the first sentence of a description that starts with a heading',
      {
        title: 'DigitalOcean API',
        description: '# Introduction\n\nThe DigitalOcean API lets you manage Droplets and resources. It is RESTful.',
      },
      'The DigitalOcean API lets you manage Droplets and resources.',
    ],
    [
      'the text of its links, never their URLs',
      {
        title: 'Swagger Petstore',
        description:
          'This is a sample server Petstore server, documented at [swagger.io](http://swagger.io).  You can find out more there.',
      },
      'This is a sample server Petstore server, documented at swagger.io.',
    ],
    [
      'the paragraph after one that is only a link',
      {
        title: 'Parameters',
        description:
          '[The specification](https://spec.openapis.org/oas/v3.0.3#parameter-object)\n\nShows every style a parameter may have.',
      },
      'Shows every style a parameter may have.',
    ],
    [
      'its summary before its description',
      {title: 'Museum API', summary: 'Tickets and special events of a museum', description: '# Museum\n\nOther words.'},
      'Tickets and special events of a museum.',
    ],
    [
      'a description whose line breaks are written as the characters \\n',
      {
        title: 'Train Travel API',
        description: 'API for finding and booking train trips across Europe.\\n\\nPorted over.',
      },
      'API for finding and booking train trips across Europe.',
    ],
    [
      'its words without a sentence end, cut at a space',
      {title: 'Long', description: `A long list of words ${'and more words '.repeat(20)}`},
      `A long list of words ${'and more words '.repeat(12).trim()}…`,
    ],
  ])('%s', (_, info, summary) => {
    expect(serviceSummary(info)).toBe(summary);
  });

  it.each([
    [
      'only a bare URL',
      {
        title: 'Discriminators',
        description: 'https://github.com/OAI/OpenAPI-Specification/blob/main/versions/3.0.3.md#discriminatorObject',
      },
    ],
    [
      'only a link',
      {
        title: 'Discriminators',
        description: '[Discriminator object](https://spec.openapis.org/oas/v3.0.3#discriminator-object)',
      },
    ],
    ['only a heading and code', {title: 'Discriminators', description: '## Usage\n\n```\ncurl https://x.example\n```'}],
    ['nothing', {title: 'Discriminators', description: ''}],
    ['a summary too short to say anything', {title: 'Discriminators', summary: 'v2'}],
  ])('a sentence from its title when the spec says %s', (_, info) => {
    expect(serviceSummary(info)).toBe('The Discriminators, from its OpenAPI document.');
  });
});
