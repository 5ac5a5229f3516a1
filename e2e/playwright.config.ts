import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's chromium and the flags this machine needs (shared with the bench scripts). */
const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};

const port = 3100;

/**
 * Browser journeys in Debian's chromium (never `playwright install`). The server runs the built SPA on a fresh
 * embedded database seeded with the demo accounts (see start-server.mjs).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
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
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
