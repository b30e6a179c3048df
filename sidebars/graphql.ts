import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {graphqlDocsOptions} from '../config/graphql';
import {type Section, sectionItems} from './sections';

/**
 * Category order of the GraphQL reference sidebar. Each folder is one kind of schema entry, as
 * @graphql-markdown generates it; kinds the schema does not have are left out.
 */
const sections: readonly Section[] = [
  {label: 'Queries', dir: 'queries'},
  {label: 'Mutations', dir: 'mutations'},
  {label: 'Subscriptions', dir: 'subscriptions'},
  {label: 'Objects', dir: 'objects'},
  {label: 'Interfaces', dir: 'interfaces'},
  {label: 'Unions', dir: 'unions'},
  {label: 'Inputs', dir: 'inputs'},
  {label: 'Enums', dir: 'enums'},
  {label: 'Directives', dir: 'directives'},
  {label: 'Scalars', dir: 'scalars'},
];

const root = path.join(__dirname, '..', graphqlDocsOptions.path);

export default {
  graphql: [{type: 'doc', id: 'index'}, ...sectionItems(root, sections)],
} satisfies SidebarsConfig;
