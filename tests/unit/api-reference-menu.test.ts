import {describe, expect, it} from 'vitest';
import {attr, cls, MENU_FILTER_ID} from '../../plugins/api-reference/hooks';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {menuHtml} from '../../plugins/api-reference/render/html/menuHtml';
import {
  entryText,
  filterStatus,
  matchesTerms,
  queryTerms,
} from '../../plugins/api-reference/theme/ApiReferencePage/menuFilter';

// The operations menu's filter: what an entry is found by, and what the line under the box says.
// The browser part (hiding entries as the reader types) is in tests/e2e/rest-phone-menu.spec.ts.

describe('the menu filter', () => {
  const getEntity = entryText('GET Get an entity', '/v1/entity/{schema}/{id} getEntity');
  const model = entryText('EntityRelation', '');

  it('splits a query into lower-case words, ignoring extra spaces', () => {
    expect(queryTerms('  Get   ENTITY ')).toEqual(['get', 'entity']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('finds an operation by its summary, method, path or operationId, in any case', () => {
    for (const query of ['an entity', 'get', 'GET an', '/v1/entity/{schema}', 'getentity', 'schema}/{id']) {
      expect(matchesTerms(getEntity, queryTerms(query)), query).toBe(true);
    }
  });

  it('needs every word, in any order', () => {
    expect(matchesTerms(getEntity, queryTerms('entity get'))).toBe(true);
    expect(matchesTerms(getEntity, queryTerms('entity delete'))).toBe(false);
  });

  it('finds a data model by a part of its name', () => {
    expect(matchesTerms(model, queryTerms('relation'))).toBe(true);
    expect(matchesTerms(model, queryTerms('contact'))).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesTerms(getEntity, queryTerms(''))).toBe(true);
  });

  it('collapses the whitespace of the label (line breaks between the method badge and the summary)', () => {
    expect(entryText('  POST\n   Search   entities ', ' /v1/search ')).toBe('post search entities /v1/search');
  });

  it('says nothing without a query, counts matches for screen readers, and says so when nothing matches', () => {
    expect(filterStatus('', 0)).toEqual({text: '', quiet: true});
    expect(filterStatus('  ', 5)).toEqual({text: '', quiet: true});
    expect(filterStatus('get', 1)).toEqual({text: '1 entry matches', quiet: true});
    expect(filterStatus('get', 12)).toEqual({text: '12 entries match', quiet: true});
    expect(filterStatus(' zzz ', 0)).toEqual({text: 'No operations match “zzz”.', quiet: false});
  });
});

describe('the menu HTML', () => {
  const doc: OpenApiDocument = {
    info: {title: 'Folder API', version: '1.0.0'},
    tags: [{name: 'Folders'}],
    paths: {
      '/v1/folders/{id}': {
        get: {
          operationId: 'getFolder',
          summary: 'Get a folder',
          tags: ['Folders'],
          parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
          responses: {'204': {description: 'Done.'}},
        },
      },
      '/v1/folders': {
        post: {summary: 'Create a folder', tags: ['Folders'], responses: {'204': {description: 'Done.'}}},
      },
    },
    components: {schemas: {Folder: {type: 'object', properties: {name: {type: 'string'}}}}},
  } as OpenApiDocument;
  const html = menuHtml(buildReference({route: 'folders'}, doc, false));

  it('has a labelled filter box before the entries', () => {
    expect(html).toContain(
      `<label for="${MENU_FILTER_ID}" class="${cls.visuallyHidden}">Filter operations and data models</label><input id="${MENU_FILTER_ID}" type="search"`,
    );
    expect(html.indexOf(MENU_FILTER_ID)).toBeLessThan(html.indexOf('href="#getFolder"'));
    expect(html).toContain(`<p class="${cls.menuStatus} ${cls.menuStatusQuiet}" role="status"></p>`);
  });

  it('keeps linking each entry to its anchor, and gives the filter the path and operationId', () => {
    expect(html).toContain(`<a class="menu__link" href="#getFolder" ${attr.match}="/v1/folders/{id} getFolder">`);
    // No operationId: the anchor made of the method and path stands in for it.
    expect(html).toContain(`href="#post-v1-folders" ${attr.match}="/v1/folders post-v1-folders"`);
    expect(html).toContain('<a class="menu__link" href="#schema-Folder">Folder</a>');
  });

  it('keeps an operation from taking the filter box’s id', () => {
    const clash = buildReference(
      {route: 'clash'},
      {
        info: {title: 'Clash', version: '1'},
        paths: {'/x': {get: {operationId: MENU_FILTER_ID, responses: {'204': {description: 'Done.'}}}}},
      } as OpenApiDocument,
      false,
    );
    expect(clash.tags[0]!.operations[0]!.id).toBe(`${MENU_FILTER_ID}-2`);
  });
});
