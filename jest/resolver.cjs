// The code under test resolves packages as the browser build does ('browser' condition); msw runs in the test runner,
// so it and its interceptors resolve as Node: their browser builds are a service worker's, with no `msw/node`.
const runsInNode = /^(msw|@mswjs\/)/;
const inNodePackage = /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/;

module.exports = (request, options) => {
  const node = options.conditions && (runsInNode.test(request) || inNodePackage.test(options.basedir));
  const conditions = node ? [...options.conditions.filter((name) => name !== 'browser'), 'node'] : options.conditions;
  return options.defaultResolver(request, { ...options, conditions });
};
