/** The page's anchors: made here once, carried by the model to every renderer. */

export const tagAnchor = (tag: string): string =>
  `tag-${tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

export const schemaAnchor = (name: string): string => `schema-${name}`;
