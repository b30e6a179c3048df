import {cls} from '../../hooks';
import type {SchemaEntry} from '../../model/types';
import {heading} from './blocks';
import {attrs, escapeHtml} from './escape';
import {markdownToHtml} from './markdown';
import {schemaHtml} from './schemaHtml';
import type {SectionDetails} from './slots';

/** A data model's details: its description and its fields (the part a page may fetch later). */
export const schemaDetails = (schema: SchemaEntry): SectionDetails => ({
  inside: `${markdownToHtml(schema.node.description)}${schemaHtml(schema.node)}`,
  after: '',
});

/** A data model's entry under "Data models": its heading and its details (a group's part brings both). */
export const schemaEntryHtml = (schema: SchemaEntry, details: SectionDetails): string =>
  `<section${attrs({class: cls.schemaEntry, id: schema.anchor})}>${heading(3, schema.anchor, escapeHtml(schema.name))}${details.inside}${details.after}</section>`;
