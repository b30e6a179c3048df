import {describe, expect, it} from 'vitest';
import {ApiError, createClient, pages, paginate} from '../src/index.js';
import {errorBody, fakeFetch, json, page} from './fake-fetch.js';

const contact = (n: number) => ({id: `c${n}`, first_name: `Contact ${n}`});

function contactsClient(...answers: Response[]) {
  const fetch = fakeFetch(...answers);
  return {fetch, customer: createClient({service: 'customer', token: 't', fetch})};
}

describe('paginate', () => {
  it('follows next_cursor until has_more is false and yields every item', async () => {
    const {fetch, customer} = contactsClient(
      json(page([contact(1), contact(2)], 'cursor-2')),
      json(page([contact(3)], 'cursor-3')),
      json(page([], null)),
    );

    const ids: string[] = [];
    for await (const item of paginate((cursor) =>
      customer.GET('/v1/customer/contacts', {params: {query: {limit: 2, cursor}}}),
    )) {
      ids.push(item.id);
    }

    expect(ids).toEqual(['c1', 'c2', 'c3']);
    expect(fetch.seen.map(({request}) => new URL(request.url).search)).toEqual([
      '?limit=2',
      '?limit=2&cursor=cursor-2',
      '?limit=2&cursor=cursor-3',
    ]);
  });

  it('stops when the page has no next cursor even if has_more says otherwise', async () => {
    const {fetch, customer} = contactsClient(
      json({data: [contact(1)], pagination: {has_more: true, next_cursor: null}}),
    );
    const items = [];
    for await (const item of paginate((cursor) => customer.GET('/v1/customer/contacts', {params: {query: {cursor}}}))) {
      items.push(item);
    }
    expect(items).toHaveLength(1);
    expect(fetch.seen).toHaveLength(1);
  });

  it('fetches the next page only when the items of the current one are used up', async () => {
    const {fetch, customer} = contactsClient(json(page([contact(1), contact(2)], 'next')), json(page([], null)));
    for await (const item of paginate((cursor) => customer.GET('/v1/customer/contacts', {params: {query: {cursor}}}))) {
      expect(item.id).toBe('c1');
      break;
    }
    expect(fetch.seen).toHaveLength(1);
  });

  it('throws an ApiError when a page fails', async () => {
    const {customer} = contactsClient(
      json(page([contact(1)], 'next')),
      json(errorBody(400, 'invalid_cursor', 'The cursor is not valid.'), 400),
    );
    const seen: string[] = [];
    const walk = async () => {
      for await (const item of paginate((cursor) =>
        customer.GET('/v1/customer/contacts', {params: {query: {cursor}}}),
      )) {
        seen.push(item.id);
      }
    };
    await expect(walk()).rejects.toThrow(ApiError);
    await expect(
      (async () => {
        const again = contactsClient(json(errorBody(401, 'unauthorized', 'No token.'), 401)).customer;
        for await (const item of paginate(() => again.GET('/v1/customer/contacts'))) seen.push(item.id);
      })(),
    ).rejects.toMatchObject({code: 'unauthorized', context: {operationId: 'listContacts'}});
    expect(seen).toEqual(['c1']);
  });

  it('throws instead of looping when a cursor comes back twice', async () => {
    const {customer} = contactsClient(
      json(page([contact(1)], 'same')),
      json(page([contact(2)], 'same')),
      json(page([contact(3)], 'same')),
    );
    const walk = async () => {
      for await (const item of paginate((cursor) =>
        customer.GET('/v1/customer/contacts', {params: {query: {cursor}}}),
      )) {
        expect(item).toBeDefined();
      }
    };
    await expect(walk()).rejects.toThrow('Pagination does not advance: the cursor "same" came back twice');
  });
});

describe('pages', () => {
  it('yields whole pages with their pagination info, up to maxPages', async () => {
    const {fetch, customer} = contactsClient(
      json({data: [contact(1)], pagination: {has_more: true, next_cursor: 'p2', total: 3}}),
      json({data: [contact(2)], pagination: {has_more: true, next_cursor: 'p3', total: 3}}),
    );
    const seen = [];
    for await (const current of pages((cursor) => customer.GET('/v1/customer/contacts', {params: {query: {cursor}}}), {
      maxPages: 2,
    })) {
      seen.push([current.data.length, current.pagination.total]);
    }
    expect(seen).toEqual([
      [1, 3],
      [1, 3],
    ]);
    expect(fetch.seen).toHaveLength(2);
  });

  it('works with search operations, which send a body and take the cursor as a query parameter', async () => {
    const {fetch, customer} = contactsClient(json(page([contact(1)], 'p2')), json(page([contact(2)], null)));
    const ids = [];
    for await (const item of paginate((cursor) =>
      customer.POST('/v1/customer/contacts:search', {params: {query: {limit: 1, cursor}}, body: {q: 'Becker'}}),
    )) {
      ids.push(item.id);
    }
    expect(ids).toEqual(['c1', 'c2']);
    expect(fetch.seen.map(({request, body}) => [new URL(request.url).search, JSON.parse(body)])).toEqual([
      ['?limit=1', {q: 'Becker'}],
      ['?limit=1&cursor=p2', {q: 'Becker'}],
    ]);
  });
});
