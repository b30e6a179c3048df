import {attr, type PartSlot} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {partUrls} from '../../urls';
import {attrs, element} from './escape';

/**
 * A section's details (an operation's or a data model's): `inside` goes into its first block,
 * after the heading; `after` is the blocks that follow inside the section; `endpoint` ends the
 * line of an operation's method and path.
 */
export interface SectionDetails {
  readonly inside: string;
  readonly after: string;
  readonly endpoint?: string;
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

const slot = (name: PartSlot, html: string | undefined): string =>
  html ? `<div${attrs({[attr.slot]: name})}>${html}</div>` : '';

/** A part file: the slots' content in elements named for them, then the following blocks as they are. */
export const partFile = (details: SectionDetails): string =>
  `${slot('endpoint', details.endpoint)}${slot('inside', details.inside)}${details.after}`;
