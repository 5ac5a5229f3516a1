import { defineConfig } from 'vitest/config';

/** What both server projects share: HTTP against a copy of one migrated database (PGlite dump or PG template). */
const server = {
  include: ['apps/server/src/**/*.test.ts'],
  globalSetup: ['apps/server/src/testing/test-database-template.ts'],
  environment: 'node',
  env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
} as const;

/** Server test files that `vi.mock` a module: they keep vitest's per-file isolation. */
const MOCKING_SERVER_FILES = [
  'apps/server/src/features/auth/codes.test.ts',
  'apps/server/src/features/auth/sessions.test.ts',
  'apps/server/src/features/auth/bearer-token.test.ts',
  'apps/server/src/features/bookings/bookings.test.ts',
];

/** Web test files that `vi.mock` a module: in `unit-web` another file may have loaded its importers first. */
const MOCKING_WEB_FILES = [
  'apps/web/src/features/conversations/components/unread-messages-link.test.tsx',
  'apps/web/src/features/conversations/lib/conversation-channel.test.ts',
  'apps/web/src/features/teleconsultations/components/immediate-consultation.test.tsx',
  'apps/web/src/lib/live-sockets.test.ts',
  'apps/web/src/lib/realtime.test.ts',
];

/**
 * Projects: `unit` (pure modules), `unit-web` and `unit-web-mocking` (web components in jsdom) and the server suite,
 * `server` and `server-mocking` (HTTP against a real database, a fresh one per file: PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set).
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
          exclude: MOCKING_WEB_FILES,
          environment: 'jsdom',
          // One jsdom per worker, not per file: 16 s instead of 238 s on this 2-core machine (the environment's
          // setup was 130 s of it). Tests clean up after themselves (Testing Library's cleanup, vi.restoreAllMocks).
          isolate: false,
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'unit-web-mocking',
          // `vi.mock` replaces a module for one file only when that file evaluates its own modules.
          include: MOCKING_WEB_FILES,
          environment: 'jsdom',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: ['apps/server/src/**/*.unit.test.ts', ...MOCKING_SERVER_FILES],
          // The files share their worker's modules (the app is evaluated once per worker, not once per file: the
          // suite's `import` time was 310 s of its 614 s). Each file still gets its own database and app instance;
          // the few process-wide registries (payment hooks, payables) are the same in production.
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          name: 'server-mocking',
          // `vi.mock` replaces a module for one file only when that file evaluates its own modules.
          include: MOCKING_SERVER_FILES,
        },
      },
    ],
  },
});
