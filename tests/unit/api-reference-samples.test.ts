import {describe, expect, it} from 'vitest';
import {breakAfterSlashes} from '../../plugins/api-reference/render/html/highlight';
import type {RequestExample} from '../../plugins/api-reference/model/types';
import {codeSamples} from '../../plugins/api-reference/render/samples';

const request: RequestExample = {
  method: 'POST',
  url: 'https://entity.api.energy-xrm.example/v1/entity/contact',
  pathTemplate: '/v1/entity/{slug}',
  pathParams: [{name: 'slug', value: 'contact'}],
  query: [],
  headers: [],
  body: '{\n  "first_name": "Lena"\n}',
  auth: {kind: 'bearer'},
  bodyKind: 'json',
};

const sample = (language: string, example: RequestExample = request) =>
  codeSamples('entity', example).find((s) => s.language === language)!.code;

describe('REST samples read the credentials from the environment, as each language does', () => {
  it('curl: in double quotes, so that the shell expands $ENERGY_XRM_TOKEN', () => {
    expect(sample('curl')).toContain('--header "Authorization: Bearer $ENERGY_XRM_TOKEN"');
    expect(sample('curl')).not.toContain("'Authorization");
    expect(sample('curl')).toContain("--header 'content-type: application/json'");
  });

  it('JavaScript: from process.env, and prints the status and the body', () => {
    const code = sample('javascript');
    expect(code).toContain('Authorization: `Bearer ${process.env.ENERGY_XRM_TOKEN}`');
    expect(code).toContain('console.log(response.status, await response.text());');
    expect(code).not.toContain('$ENERGY_XRM_TOKEN');
  });

  it('Python: from os.environ, and prints the status and the body (a 204 has no JSON)', () => {
    const code = sample('python');
    expect(code.startsWith('import os\n\nimport requests\n')).toBe(true);
    expect(code).toContain('"Authorization": "Bearer " + os.environ["ENERGY_XRM_TOKEN"]');
    expect(code).toContain('print(response.status_code, response.text)');
  });

  it('reads a public API key from ENERGY_XRM_API_KEY, and sends no credentials where none are needed', () => {
    const keyed: RequestExample = {...request, auth: {kind: 'apiKey', header: 'X-Api-Key'}};
    expect(sample('curl', keyed)).toContain('--header "X-Api-Key: $ENERGY_XRM_API_KEY"');
    expect(sample('javascript', keyed)).toContain("'X-Api-Key': process.env.ENERGY_XRM_API_KEY");
    expect(sample('python', keyed)).toContain('"X-Api-Key": os.environ["ENERGY_XRM_API_KEY"]');
    const open: RequestExample = {...request, auth: {kind: 'none'}};
    for (const language of ['curl', 'javascript', 'python'])
      expect(sample(language, open)).not.toMatch(/ENERGY_XRM|Authorization/);
    expect(sample('python', open).startsWith('import requests')).toBe(true);
  });
});

describe('REST samples send a body that holds line breaks intact', () => {
  const withBreaks: RequestExample = {
    ...request,
    body: JSON.stringify({sql: 'SELECT 1\nFROM t', ok: true, none: null}),
  };

  it('JavaScript: JSON.stringify of the example as an object literal', () => {
    const code = sample('javascript', withBreaks);
    expect(code).toContain(
      'body: JSON.stringify({\n    "sql": "SELECT 1\\nFROM t",\n    "ok": true,\n    "none": null\n  })',
    );
  });

  it('Python: the example as a Python literal, with escapes instead of raw line breaks', () => {
    const code = sample('python', withBreaks);
    expect(code).toContain('payload = {\n  "sql": "SELECT 1\\nFROM t",\n  "ok": True,\n  "none": None\n}\n');
  });
});

describe('long URLs and paths in the reference', () => {
  it('may wrap after a slash of the text, never inside a tag or a scheme', () => {
    expect(breakAfterSlashes('<span class="t">--url https://x.example/v1/a/{id}/line-items</span>')).toBe(
      '<span class="t">--url https://x.example/<wbr>v1/<wbr>a/<wbr>{id}/<wbr>line-items</span>',
    );
  });
});
