/** What the hint under a table wider than its column says (tests look for these exact words). */
export const SCROLL_HINT = 'Scroll sideways to see all columns →';
