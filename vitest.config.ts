import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure modules, web components in jsdom) and `server` (HTTP against a real database,
 * a fresh one per file: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          isolate: false,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, not per file: 16 s instead of 238 s on this 2-core machine (the environment's
          // setup was 130 s of it). Tests clean up after themselves (Testing Library's cleanup, vi.restoreAllMocks).
          isolate: false,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
