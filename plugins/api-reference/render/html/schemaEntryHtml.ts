import {attr, cls} from '../../hooks';
import type {SchemaEntry} from '../../model/types';
import {heading} from './blocks';
import {attrs, escapeHtml} from './escape';
import {markdownToHtml} from './markdown';
import {schemaHtml} from './schemaHtml';
import type {SlotFill} from './slots';

/** A data model's details: its description and its fields (the part a page may fetch later). */
export const schemaDetails = (schema: SchemaEntry): {fields: string} => ({
  fields: `${markdownToHtml(schema.node.description)}${schemaHtml(schema.node)}`,
});

/** A data model's entry under "Data models": its heading always, its details as `fill` says. */
export const schemaEntryHtml = (schema: SchemaEntry, fill: SlotFill): string =>
  `<section${attrs({class: cls.schemaEntry, id: schema.anchor, [attr.part]: fill.partUrl})}>${heading(3, schema.anchor, escapeHtml(schema.name))}${fill.slot('fields')}</section>`;
