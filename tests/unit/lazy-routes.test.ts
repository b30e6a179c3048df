import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeEach, expect, test, vi} from 'vitest';

// plugins/site-shell/lazyRoutes.ts: the route table's components are built when first needed,
// and a built route renders and preloads exactly as the framework's own.

const built: string[] = [];
const preloaded: string[] = [];
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    built.push(`${path}-${hash}`);
    const Route = ({label}: {label: string}) => createElement('main', null, `${path}: ${label}`);
    return Object.assign(Route, {preload: async () => preloaded.push(path)});
  },
}));

const {default: ComponentCreator} = await import('../../plugins/site-shell/lazyRoutes');

beforeEach(() => {
  built.length = 0;
  preloaded.length = 0;
});

test('a route table of many routes builds none of them', () => {
  for (let i = 0; i < 300; i += 1) ComponentCreator(`/docs/page-${i}`, 'abc');
  expect(built).toEqual([]);
});

test("a route's preload builds it once and preloads the framework's component", async () => {
  const route = ComponentCreator('/docs/intro', '61d');
  await route.preload();
  await route.preload();
  expect(built).toEqual(['/docs/intro-61d']);
  expect(preloaded).toEqual(['/docs/intro', '/docs/intro']);
});

test('a preloaded route renders the same component with its props, without building it again', async () => {
  const route = ComponentCreator('/api/entity', '2b0');
  await route.preload();
  expect(renderToString(createElement(route as never, {label: 'Entity API'}))).toBe(
    '<main>/api/entity: Entity API</main>',
  );
  expect(built).toEqual(['/api/entity-2b0']);
});
