import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {type Section, sectionItems} from './sections';

/** Section order of the documentation sidebar (domain facts, site structure). */
const sections: readonly Section[] = [
  {label: 'Architecture', dir: 'architecture'},
  {label: 'Auth', dir: 'auth'},
  {label: 'Entities', dir: 'entities'},
  {label: 'Journeys', dir: 'journeys'},
  {label: 'UI design', dir: 'ui-design'},
  {label: 'Messaging', dir: 'messaging'},
  {label: 'Files', dir: 'files'},
  {label: 'Portals', dir: 'portals', children: [{label: 'Portal libraries', dir: 'portal-libraries'}]},
  {label: 'Pricing', dir: 'pricing'},
  {label: 'Automation', dir: 'automation'},
  {label: 'Collaboration', dir: 'collaboration'},
  {label: 'Webhooks', dir: 'webhooks'},
  {label: 'Workflows', dir: 'workflows'},
  {label: 'Audit logs', dir: 'audit-logs'},
  {label: 'Integrations', dir: 'integrations'},
  {label: 'Datalake', dir: 'datalake'},
  {label: 'Single sign-on', dir: 'sso'},
  {label: 'Templates', dir: 'templates'},
  {label: 'Blueprints', dir: 'blueprints'},
  {label: 'Switching deadlines', dir: 'deadlines'},
];

const root = path.join(__dirname, '..', 'docs');

export default {
  docs: [{type: 'doc', id: 'intro'}, ...sectionItems(root, sections), {type: 'doc', id: 'glossary'}],
} satisfies SidebarsConfig;
