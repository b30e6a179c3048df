/**
 * Stands in for the classic theme's client module that loads Prism and its extra languages on
 * every page. Prism was a fifth of the main bundle and a sixth of its start-up time, on pages
 * without a single code block too. Code is highlighted while pages are rendered at build time;
 * Prism loads in the browser only for code that appears later (highlighter.ts).
 */
export {};
