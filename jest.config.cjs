// One jest run for every workspace: browser-side code in jsdom, the api in node (on SQLite, then again on PostgreSQL).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only libraries that jest must transform (react-intl 12 and its formatjs family; msw 3 and what it imports; the
// cookie parser; @fastify/static's content-disposition; kysely and sanitize-html's parser, for the api's unit tests on a real
// database).
const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'msw',
  '@mswjs',
  '@msw',
  '@open-draft',
  'rettime',
  'until-async',
  'headers-polyfill',
  'cookie',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'content-disposition',
  'kysely',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
].join('|');
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-mock.cjs' },
  resolver: '<rootDir>/jest/resolver.cjs',
};
const browser = (name) => ({
  ...common,
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}`],
  testMatch: ['**/*.test.ts?(x)'],
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/jest/setup-browser.ts'],
});
module.exports = {
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  projects: [
    browser('shared'),
    browser('shell'),
    browser('catalog'),
    browser('checkout'),
    browser('account'),
    browser('templates'),
    {
      ...common,
      displayName: 'api',
      rootDir: __dirname,
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      // Tests of PostgreSQL itself (a restart): the api-postgres project runs them.
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/api/test/postgres-only/'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/api/test/support/timeout.ts'],
    },
    {
      // What belongs to no room: the house rules, the build factory, the scripts (release, start, bench) and locales.
      ...common,
      displayName: 'house',
      rootDir: __dirname,
      roots: ['<rootDir>/scripts', '<rootDir>/locales', '<rootDir>/build'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/api/test/support/timeout.ts'],
    },
    {
      // The api's own suite once more, on a throwaway PostgreSQL server (api/test/support/postgres-setup.ts).
      ...common,
      displayName: 'api-postgres',
      rootDir: __dirname,
      roots: ['<rootDir>/api/test'],
      testMatch: ['**/*.test.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/api/test/support/timeout.ts'],
      globalSetup: '<rootDir>/api/test/support/postgres-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/postgres-teardown.ts',
    },
  ],
};
