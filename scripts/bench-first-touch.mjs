// `npm run bench:first-touch`: what a visitor pays at the first touch of a page that runs the app only then
// (ADR 067). In Debian's chromium, against the built app on a fresh embedded database, on a 360x740 phone with the
// CPU slowed down (BENCH_CPU, default 4 and 6: Lighthouse's mobile and "Cameroon 3G" factors): the page is loaded
// and left idle (its code fetched meanwhile), then tapped on a button; measured from the tap to the app having
// taken the page over (`html[data-app-ready]`), with the long tasks (> 50 ms) of that time, BENCH_RUNS times per
// page (default 5): median and range. BENCH_PAGES=/,/connexion/patient limits the pages.
/* global window, document */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, slowPhonePage, startBenchServer } from './bench-server.mjs';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/connexion/patient'];
const CPU = process.env.BENCH_CPU?.split(',').map(Number) ?? [4, 6];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

const { base, stop } = await startBenchServer(3205);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const path of PAGES) {
    for (const rate of CPU) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await slowPhonePage(browser, rate, { 'x-forwarded-for': `10.31.${rate}.${run + 1}` });
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        if (await page.evaluate(() => document.documentElement.dataset.appReady)) {
          throw new Error(`${path} ran the app before any touch: not a page of ADR 067`);
        }
        const tappedAt = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: /^Changer de thème/ }).tap();
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
          timeout: 60_000,
        });
        const readyAt = await page.evaluate(() => performance.now());
        const longTasks = await page.evaluate(
          (from) => window.__longTasks.filter(([start]) => start >= from),
          tappedAt,
        );
        runs.push({
          readyMs: Math.round(readyAt - tappedAt),
          longestMs: Math.round(Math.max(0, ...longTasks.map(([, duration]) => duration))),
          blockingMs: Math.round(longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
        });
        await context.close();
      }
      const of = (key) => runs.map((entry) => entry[key]);
      rows.push({ path, rate, ready: of('readyMs'), longest: of('longestMs'), blocking: of('blockingMs') });
    }
  }
} finally {
  await browser.close();
  stop();
}

console.log(`\nFirst touch of a page that waits for it (ADR 067), 360x740, median of ${RUNS} runs (range)\n`);
console.log('| page | CPU slowdown | tap -> app ready | longest task | blocking time (tasks over 50 ms) |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.rate}x | ${median(row.ready)} ms (${range(row.ready)}) | ${median(row.longest)} ms (${range(row.longest)}) | ${median(row.blocking)} ms (${range(row.blocking)}) |`,
  );
}
