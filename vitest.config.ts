import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm test` drives them through the root scripts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], environment: 'node' },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One database per worker file; PGlite is memory-hungry, keep it modest.
          maxWorkers: 2,
          // Files run one after another in each worker's process, sharing its loaded modules: a
          // file builds its own app (and database) anyway, and loading the server's module graph
          // again for each file cost half the suite's CPU. Spies are put back after every test.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['./global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
