import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { demoOutboxFile } from './helpers/demo-outbox';

/** Debian's chromium and the flags this machine needs (shared with the bench scripts). */
const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};

/** `E2E_PORT` lets two checkouts run their browser tests side by side. */
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser journeys in Debian's chromium (never `playwright install`). The server runs the built SPA on a fresh
 * embedded database seeded with the demo accounts (see start-server.mjs). Its demo sender writes the codes it
 * "sends" to a file the tests read (helpers/demo-outbox.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Journeys of 20-odd steps take 25-30 s on a 2-core machine running the server and two browsers: 60 s leaves room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  webServer: {
    command: `node e2e/start-server.mjs ${port}`,
    cwd: '..',
    env: { DEMO_OUTBOX_FILE: demoOutboxFile(port) },
    // Lets start-server.mjs remove its throw-away data directory and outbox file (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
