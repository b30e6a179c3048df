const MARK = 'drawAtStartUp';

/**
 * Marks a navbar secondary menu that has to exist from start-up, because it takes part of the page
 * into the menu (the REST reference's operations menu): the phone menu holding it is then drawn
 * as soon as the page has hydrated, as the theme did, instead of when the reader reaches for the
 * menu button (index.tsx).
 */
export function drawAtStartUp<T extends object>(component: T): T {
  return Object.assign(component, {[MARK]: true});
}

/** True when a secondary menu's component was marked by `drawAtStartUp`. */
export function drawsAtStartUp(component: unknown): boolean {
  return typeof component === 'function' && (component as unknown as Record<string, unknown>)[MARK] === true;
}
