// One jest run: unit tests, integration tests against the real stack
// (PostgreSQL, Redis, SMTP receiver), and browser tests in Chromium. The
// stack starts once for the whole run (tools/test/global-setup.ts).
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  moduleNameMapper: {
    '^@zest/kit$': '<rootDir>/services/kit/src',
    // The kit's folders (docs/decisions/0066-the-kit-in-folders.md), as its package exports them.
    '^@zest/kit/(core|data|events|access|ops|http)$': '<rootDir>/services/kit/src/$1',
    '^@zest/pricing$': '<rootDir>/services/pricing/src',
    // What each service shares with the gateway (its input rules; its resolvers, for the access matrix), from source.
    '^@zest/(auth|billing|menu|orders|drivers)/(inputs|resolvers)$': '<rootDir>/services/$1/src/$2',
  },
  rootDir: __dirname,
};

module.exports = {
  globalSetup: '<rootDir>/tools/test/global-setup.ts',
  // Jest reads the test timeout from here only (a project's own testTimeout is ignored): the real
  // stack's suites need more than the 5 s default on a busy machine.
  testTimeout: 30000,
  globalTeardown: '<rootDir>/tools/test/global-teardown.ts',
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/gateway/src/**/*.test.ts',
        '<rootDir>/tools/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts', '<rootDir>/gateway/test/**/*.test.ts'],
      testTimeout: 30000,
    },
    {
      ...common,
      displayName: 'web',
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/web/test/tsconfig.json' }] },
      testMatch: ['<rootDir>/web/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/web/e2e/tsconfig.json' }] },
      testMatch: ['<rootDir>/web/e2e/**/*.test.ts'],
      testTimeout: 120000,
    },
  ],
};
