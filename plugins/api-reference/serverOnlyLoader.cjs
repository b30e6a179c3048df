// Bundler loader for the client build only: the reference HTML stays in the server build (and so
// in the static page), and the browser's copy of the module is an empty object. See index.ts.
module.exports = function serverOnlyLoader() {
  return '{}';
};
