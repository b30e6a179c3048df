// Bundler loader for the client build only: a reference page's fragment module becomes an empty
// object there (the HTML is in the static page). See fragmentModule.ts.
module.exports = function fragmentLoader() {
  return 'export default {};';
};
