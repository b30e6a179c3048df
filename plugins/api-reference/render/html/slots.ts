import {attr} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {partUrls} from '../../urls';
import {attrs, element} from './escape';

/**
 * A section's details (an operation's or a data model's): `inside` goes into its first block,
 * after the heading; `after` is the blocks that follow inside the section.
 */
export interface SectionDetails {
  readonly inside: string;
  readonly after: string;
}

/** Where a section's details are: in the page, or in its part file (`partUrl`). */
export interface DetailsPlacement extends SectionDetails {
  readonly partUrl?: string;
}

/** Details written into the page itself (the first operations, and the whole page in tests). */
export const inPage = (details: SectionDetails): DetailsPlacement => details;

/**
 * Details left to the part file. In their place a reader without JavaScript finds a link to the
 * part's Markdown, inside `<noscript>`: with JavaScript it costs no element, and it goes when the
 * part arrives. Nothing else stands in for them: every element counts on a 700-operation page.
 */
export function inPart(urls: ServiceReference['urls'], anchor: string, what: string): DetailsPlacement {
  const {html, markdown} = partUrls(urls, anchor);
  const note = `<noscript><p>${element('a', {href: markdown}, `${what} as Markdown`)}</p></noscript>`;
  return {partUrl: html, inside: note, after: ''};
}

/** A part file: the `inside` content in an element named for it, then the following blocks as they are. */
export const partFile = (details: SectionDetails): string =>
  `<div${attrs({[attr.slot]: 'inside'})}>${details.inside}</div>${details.after}`;
