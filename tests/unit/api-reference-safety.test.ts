import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {HTTP_METHODS} from '@energy-xrm/specs/methods';
import {load} from 'cheerio';
import type {Element} from 'domhandler';
import {describe, expect, it} from 'vitest';
import {cls} from '../../plugins/api-reference/hooks';
import {buildReference} from '../../plugins/api-reference/model/buildReference';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {hostileSpec} from '../fixtures/hostileSpec';

const html = referenceHtml(buildReference({route: 'hostile'}, hostileSpec, false), {inline: true});
// Parsed the way a browser parses it: what matters is the elements and attributes that result.
const $ = load(html);
const elements = $('*')
  .toArray()
  .filter((node): node is Element => 'attribs' in node);

describe('the reference renders a hostile spec inertly', () => {
  it('writes only elements a reference page uses, never script, images, SVG or frames', () => {
    const names = new Set(elements.map((element) => element.tagName));
    for (const dangerous of ['script', 'iframe', 'svg', 'object', 'embed', 'img', 'style', 'base', 'form']) {
      expect(names.has(dangerous), dangerous).toBe(false);
    }
  });

  it('has no event-handler attribute: every hostile name stayed inside a quoted value', () => {
    const handlers = elements.flatMap((element) => Object.keys(element.attribs).filter((name) => /^on/i.test(name)));
    expect(handlers).toEqual([]);
    // The hostile operationId is no anchor: it is slugged into one, and shown as the text it is.
    const anchor = 'getthing-img-src-x-onerror-window-pwned-1';
    expect($(`[id="${anchor}"]`).length).toBe(1);
    expect($(`#${anchor} .${cls.operationId} code`).text()).toBe('getThing"><img src=x onerror=window.__pwned=1>');
  });

  it('links only to safe URLs and keeps the text of unsafe links', () => {
    const urls = elements.flatMap((element) => ['href', 'src', 'action'].map((name) => element.attribs[name] ?? ''));
    for (const url of urls.filter(Boolean)) expect(url).toMatch(/^(#|\/|https:\/\/)/);
    const intro = $('header').text();
    expect(intro).toContain('plain');
    expect(intro).toContain('encoded');
  });
});

describe('the DOM hooks', () => {
  it('are the only apiref- classes the stylesheets style', () => {
    const dir = path.join(__dirname, '../../plugins/api-reference/theme/ApiReferencePage');
    const sheets = readdirSync(dir).filter((file) => file.endsWith('.css'));
    expect(sheets).toEqual(expect.arrayContaining(['styles.css', 'menu.css', 'content.css', 'phone.css']));
    const css = sheets.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    const known = new Set<string>(Object.values(cls));
    const modifier = new RegExp(`^apiref-(method--(${HTTP_METHODS.join('|')})|status--[1-5d])$`);
    const used = new Set([...css.matchAll(/\.(apiref-[a-z0-9-]+)/g)].map((match) => match[1]!));
    expect([...used].filter((name) => !known.has(name) && !modifier.test(name))).toEqual([]);
  });
});
