import {describe, expect, it} from 'vitest';
import {extractPricingEntitiesBySlug, type PriceItemReference} from '../src/index.js';

describe('extractPricingEntitiesBySlug', () => {
  it('collects products, prices and tags, deduplicated in order', () => {
    const result = extractPricingEntitiesBySlug([
      {product_id: 'prod-power', price_id: 'price-household', product_tags: ['power'], price_tags: ['tiered_volume']},
      {product_id: 'prod-power', price_id: 'price-base', price_tags: ['base_price'], _tags: ['power']},
      {
        product_id: 'prod-gas',
        price_id: 'price-household',
        product_tags: ['gas', ' power '],
        price_tags: ['tiered_volume', 'eco'],
      },
    ]);
    expect(result).toEqual({
      product: {
        $relation: [
          {entity_id: 'prod-power', _schema: 'product', _tags: ['power']},
          {entity_id: 'prod-gas', _schema: 'product', _tags: ['gas', 'power']},
        ],
      },
      price: {
        $relation: [
          {entity_id: 'price-household', _schema: 'price', _tags: ['tiered_volume', 'eco']},
          {entity_id: 'price-base', _schema: 'price', _tags: ['base_price']},
        ],
      },
      _tags: ['power', 'tiered_volume', 'base_price', 'gas', 'eco'],
    });
  });

  it('leaves out empty tag lists and drops blank tags', () => {
    const result = extractPricingEntitiesBySlug([
      {product_id: 'p1', price_id: 'pr1', product_tags: ['  '], _tags: ['Promo', 'promo']},
    ]);
    expect(result.product.$relation).toEqual([{entity_id: 'p1', _schema: 'product'}]);
    expect(result.price.$relation).toEqual([{entity_id: 'pr1', _schema: 'price'}]);
    expect(result._tags).toEqual(['Promo', 'promo']);
  });

  it('returns empty relations for no items', () => {
    expect(extractPricingEntitiesBySlug([])).toEqual({price: {$relation: []}, product: {$relation: []}, _tags: []});
  });

  it('rejects malformed input with clear errors', () => {
    const call = (items: unknown) => () => extractPricingEntitiesBySlug(items as PriceItemReference[]);
    expect(call(undefined)).toThrow('priceItems must be an array of price items, got undefined');
    expect(call([42])).toThrow('priceItems[0] must be a price item, got 42');
    expect(call([{product_id: '', price_id: 'x'}])).toThrow(
      'priceItems[0].product_id must be a non-empty string, got ""',
    );
    expect(call([{product_id: 'p', price_id: 7}])).toThrow('priceItems[0].price_id must be a non-empty string, got 7');
    expect(call([{product_id: 'p', price_id: 'x', price_tags: 'eco'}])).toThrow(
      'priceItems[0].price_tags must be an array of strings, got "eco"',
    );
    expect(call([{product_id: 'p', price_id: 'x', _tags: [1]}])).toThrow(
      'priceItems[0]._tags must be an array of strings, got [1]',
    );
    expect(call([{product_id: 'p', price_id: 'x', product_tags: ['power', 2]}])).toThrow(
      'priceItems[0].product_tags must be an array of strings, got ["power",2]',
    );
    expect(call([null])).toThrow('priceItems[0] must be a price item, got null');
    expect(call([{product_id: '  ', price_id: 'x'}])).toThrow(
      'priceItems[0].product_id must be a non-empty string, got "  "',
    );
  });

  it('reads null and empty tag lists as no tags', () => {
    const items = [{product_id: 'p', price_id: 'x', product_tags: null, price_tags: [], _tags: null}];
    expect(extractPricingEntitiesBySlug(items as unknown as PriceItemReference[])).toEqual({
      product: {$relation: [{entity_id: 'p', _schema: 'product'}]},
      price: {$relation: [{entity_id: 'x', _schema: 'price'}]},
      _tags: [],
    });
  });
});
