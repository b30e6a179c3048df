import {attr, cls} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {partUrls} from '../../urls';
import {attrs, element} from './escape';

/** The places of a section that its part fills. */
export type SlotName = 'desc' | 'right' | 'rest' | 'fields';

/** How a section's places are filled: with its details, or left to its part file. */
export interface SlotFill {
  /** The part file's URL when the details are left to it. */
  readonly partUrl?: string;
  readonly slot: (name: SlotName) => string;
}

/** Details written into the page itself (the first operations, and the whole page in tests). */
export const inlineFill = (details: Partial<Record<SlotName, string>>): SlotFill => ({
  slot: (name) => details[name] ?? '',
});

/**
 * Places left to the part file. The first place of a section says where its details are for a
 * reader without JavaScript (inside `<noscript>`, so that with JavaScript it costs no element).
 */
export function deferredFill(urls: ServiceReference['urls'], anchor: string, what: string): SlotFill {
  const {html, markdown} = partUrls(urls, anchor);
  const note = `<noscript><p>${element('a', {href: markdown}, `${what} as Markdown`)}</p></noscript>`;
  return {
    partUrl: html,
    slot: (name) =>
      `<div${attrs({class: cls.slot, [attr.slot]: name})}>${name === 'desc' || name === 'fields' ? note : ''}</div>`,
  };
}
