import type {ClientModule} from '@docusaurus/types';
import {enableEvents, sendPageView} from './events';

/** Pages whose reading is counted: guides, the REST reference and the GraphQL reference. */
const COUNTED = /^\/(docs|api|graphql)(\/|$)/;

if (typeof window !== 'undefined') enableEvents();

/** Loaded only in a DOCS_SERVER=on build (index.ts): one view per page, not per anchor. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation?.pathname === location.pathname) return;
    if (COUNTED.test(location.pathname)) sendPageView(location.pathname);
  },
};

export default clientModule;
