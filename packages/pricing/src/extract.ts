import {show} from './decimal.js';

/**
 * One entity that a relation points to.
 */
export interface RelationItem {
  /** Id of the related entity. */
  entity_id: string;
  /** Schema slug of the related entity, for example `'product'` or `'price'`. */
  _schema: string;
  /** Tags of the related entity, when it has any. */
  _tags?: string[];
}

/**
 * A relation attribute value: the list of entities it points to.
 *
 * @example
 * ```ts
 * const value: RelationValue = {$relation: [{entity_id: 'prod-1', _schema: 'product', _tags: ['power']}]};
 * ```
 */
export interface RelationValue {
  /** The related entities, in order. */
  $relation: RelationItem[];
}

/**
 * A price item as {@link extractPricingEntitiesBySlug} reads it: the ids of
 * its product and price, and the tags of the item, the product and the price.
 */
export interface PriceItemReference {
  /** Id of the product entity the item sells. */
  product_id: string;
  /** Id of the price entity the item is priced with. */
  price_id: string;
  /** Tags of the price item itself. */
  _tags?: string[];
  /** Tags of the product entity. */
  product_tags?: string[];
  /** Tags of the price entity. */
  price_tags?: string[];
}

/**
 * The products, prices and pricing tags of a list of price items, returned by
 * {@link extractPricingEntitiesBySlug}.
 */
export interface PricingEntitiesExtractResult {
  /** Relation to every distinct price, in order of first appearance. */
  price: RelationValue;
  /** Relation to every distinct product, in order of first appearance. */
  product: RelationValue;
  /** Every pricing tag found on the items, their products and their prices, once each. */
  _tags: string[];
}

function readTags(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
    throw new Error(`${name} must be an array of strings, got ${show(value)}`);
  }
  return (value as string[]).map((tag) => tag.trim()).filter((tag) => tag !== '');
}

function readId(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${name} must be a non-empty string, got ${show(value)}`);
  }
  return value;
}

/** Collects relation entries by entity id, merging the tags of repeated ids. */
class RelationCollector {
  private readonly entries = new Map<string, Set<string>>();

  constructor(private readonly schema: string) {}

  add(id: string, tags: string[]): void {
    const known = this.entries.get(id) ?? new Set<string>();
    tags.forEach((tag) => known.add(tag));
    this.entries.set(id, known);
  }

  toValue(): RelationValue {
    const $relation = [...this.entries].map(([entity_id, tags]): RelationItem => {
      const item: RelationItem = {entity_id, _schema: this.schema};
      if (tags.size > 0) item._tags = [...tags];
      return item;
    });
    return {$relation};
  }
}

/**
 * Collects the products and prices of a list of price items as relation
 * values, grouped by schema slug (`product` and `price`), together with the
 * pricing tags they carry.
 *
 * @remarks
 * What the result holds, exactly:
 * - `product`: one entry per distinct `product_id`, in order of first
 *   appearance, with `_schema: 'product'` and `_tags` set to the union of the
 *   `product_tags` of every item with that product (left out when empty).
 * - `price`: the same for `price_id`, with `_schema: 'price'` and the union of
 *   `price_tags`.
 * - `_tags`: every tag of the items, taken item by item in this order:
 *   `product_tags`, `price_tags`, then the item's own `_tags`.
 *
 * Tags are trimmed, empty tags are dropped, and each tag appears once (the
 * comparison is case-sensitive; the first occurrence keeps its place). Nothing
 * else is inferred: no tag is derived from ids, names or pricing models.
 *
 * @param priceItems - The price items, each naming its product and price.
 * @returns The product and price relations and the pricing tags.
 * @throws Error when `priceItems` is not an array, when an item's
 *   `product_id` or `price_id` is not a non-empty string, or when a tag list
 *   is not an array of strings.
 *
 * @example
 * ```ts
 * extractPricingEntitiesBySlug([
 *   {product_id: 'prod-power', price_id: 'price-household', product_tags: ['power'], price_tags: ['tiered_volume']},
 *   {product_id: 'prod-power', price_id: 'price-base', price_tags: ['base_price'], _tags: ['power']},
 * ]);
 * // {
 * //   product: {$relation: [{entity_id: 'prod-power', _schema: 'product', _tags: ['power']}]},
 * //   price: {$relation: [
 * //     {entity_id: 'price-household', _schema: 'price', _tags: ['tiered_volume']},
 * //     {entity_id: 'price-base', _schema: 'price', _tags: ['base_price']},
 * //   ]},
 * //   _tags: ['power', 'tiered_volume', 'base_price'],
 * // }
 * ```
 */
export function extractPricingEntitiesBySlug(priceItems: readonly PriceItemReference[]): PricingEntitiesExtractResult {
  if (!Array.isArray(priceItems)) {
    throw new Error(`priceItems must be an array of price items, got ${show(priceItems)}`);
  }
  const products = new RelationCollector('product');
  const prices = new RelationCollector('price');
  const tags = new Set<string>();
  priceItems.forEach((item: PriceItemReference, index) => {
    const name = `priceItems[${index}]`;
    if (typeof item !== 'object' || item === null) {
      throw new Error(`${name} must be a price item, got ${show(item)}`);
    }
    const productTags = readTags(item.product_tags, `${name}.product_tags`);
    const priceTags = readTags(item.price_tags, `${name}.price_tags`);
    const itemTags = readTags(item._tags, `${name}._tags`);
    products.add(readId(item.product_id, `${name}.product_id`), productTags);
    prices.add(readId(item.price_id, `${name}.price_id`), priceTags);
    [...productTags, ...priceTags, ...itemTags].forEach((tag) => tags.add(tag));
  });
  return {price: prices.toValue(), product: products.toValue(), _tags: [...tags]};
}
