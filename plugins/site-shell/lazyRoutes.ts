import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {type ComponentType, createElement, type ReactNode} from 'react';

type RouteComponent = ReturnType<typeof createRouteComponent>;

/**
 * Stands in for Docusaurus's `ComponentCreator`, which the generated route table calls once per
 * route (about 300 here) while the main bundle is evaluated: each call builds a loadable component
 * with its loaders, in the one long task of a phone's start-up. Here a route's loadable is built
 * the first time the route is preloaded or rendered, which is what Docusaurus does to the current
 * page before it renders it (the server's render preloads it too), so a page renders from the
 * same loaded code as before. Index.ts swaps this in for the generated table's import.
 */
export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let built: RouteComponent | undefined;
  const route = () => (built ??= createRouteComponent(path, hash));
  function LazyRoute(props: object): ReactNode {
    const Route = route() as ComponentType<object>;
    return createElement(Route, props);
  }
  return Object.assign(LazyRoute, {preload: () => route().preload()}) as unknown as RouteComponent;
}
