import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {type Section, sectionItems} from './sections';

/** Section order of the Apps sidebar (domain facts, site structure). */
const sections: readonly Section[] = [
  {label: 'Getting started', dir: 'getting-started'},
  {label: 'About apps', dir: 'about-apps'},
  {label: 'Publishing', dir: 'publishing'},
  {label: 'How-to guides', dir: 'how-to-guides'},
];

const root = path.join(__dirname, '..', 'apps');

export default {
  apps: [{type: 'doc', id: 'overview'}, ...sectionItems(root, sections)],
} satisfies SidebarsConfig;
