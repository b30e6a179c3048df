import {describe, expect, it} from 'vitest';
import {unsafeParts} from '../src/index.js';

const hostile = {
  info: {
    title: 'Hostile API',
    version: '1.0.0',
    description: 'Read [the guide](/docs/intro) or [this](javas&#99;ript:alert(1)).',
  },
  tags: [{name: 'Things', description: '<javascript:alert(2)> and ![logo](data:image/svg+xml,x)'}],
  paths: {
    '/v1/things': {
      get: {
        operationId: 'listThings" onmouseover="alert(3)',
        summary: 'List [things][evil]\n\n[evil]: vbscript:msgbox(4)',
        responses: {
          '200': {description: '- a list item with [a link](JAVASCRIPT:alert(5))'},
          '201"><img src=x onerror=alert(6)>': {description: 'Created.'},
        },
      },
    },
  },
  components: {
    schemas: {
      'Thing<script>': {type: 'object', description: '| a | b |\n|---|---|\n| [x](data:text/html,y) | 1 |'},
      Safe: {
        type: 'object',
        description: 'See <https://example.com> and <mailto:a@example.com>.',
        example: {description: '[not rendered](javascript:0)'},
      },
    },
  },
};

describe('unsafeParts', () => {
  it('finds every unsafe link and status key with its JSON pointer; names are left to the anchors', () => {
    expect(unsafeParts(hostile)).toEqual([
      '#/info/description: unsafe link "javas&#99;ript:alert(1)"',
      '#/tags/0/description: unsafe link "javascript:alert(2)"',
      '#/tags/0/description: unsafe link "data:image/svg+xml,x"',
      '#/paths/~1v1~1things/get/summary: unsafe link "vbscript:msgbox(4)"',
      '#/paths/~1v1~1things/get/summary: unsafe link "vbscript:msgbox(4)"',
      '#/paths/~1v1~1things/get/responses/200/description: unsafe link "JAVASCRIPT:alert(5)"',
      '#/paths/~1v1~1things/get/responses/201"><img src=x onerror=alert(6)>: response status "201"><img src=x onerror=alert(6)>"',
      '#/components/schemas/Thing<script>/description: unsafe link "data:text/html,y"',
    ]);
  });

  it('accepts the links and names a real spec uses', () => {
    expect(
      unsafeParts({
        info: {description: 'See [tokens](/docs/auth/access-tokens) and <https://example.com>.'},
        paths: {'/v1/a': {get: {operationId: 'getA', responses: {'200': {description: 'OK'}, '4XX': {}, default: {}}}}},
        components: {schemas: {'Entity.v2': {}, Error_Body: {}}},
      }),
    ).toEqual([]);
  });
});
