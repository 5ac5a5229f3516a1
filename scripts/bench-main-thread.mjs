// `npm run bench:main-thread`: how long the main thread is blocked while a page loads, with the CPU really slowed
// down (DevTools throttling, BENCH_CPU, default 4: Lighthouse's mobile factor) instead of Lighthouse's simulation,
// which multiplies by 4 the tasks of a trace recorded on this machine, tracing overhead included. In Debian's
// chromium, a cold browser (no cache) per run, 360x740, against the built app on a fresh embedded database: the
// long tasks (> 50 ms) from the first contentful paint until 6 s of quiet after the load, BENCH_RUNS times per
// page (default 5): median and range of the blocking time (the sum of each task's part over 50 ms, as Lighthouse's
// total blocking time) and of the longest task. BENCH_PAGES=/patient/dashboard limits the pages.
/* global window, document */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, signInDemoPatient, slowPhonePage, startBenchServer } from './bench-server.mjs';

const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/connexion/patient', signedIn: false },
  { path: '/appointment-type', signedIn: false },
  { path: '/patient/booking', signedIn: false },
  { path: '/patient/dashboard', signedIn: true },
];
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 6_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

const { base, stop } = await startBenchServer(3206);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  const { cookie } = await signInDemoPatient(base, '10.32.0.1');
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page: tab } = await slowPhonePage(browser, CPU, {
        'x-forwarded-for': `10.32.1.${run + 1}`,
        ...(page.signedIn ? { cookie } : {}),
      });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
      await tab.waitForTimeout(QUIET_MS);
      const measure = await tab.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const tasks = window.__longTasks.filter(([start]) => start >= paint);
        return {
          fcpMs: Math.round(paint),
          blockingMs: Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)),
          longestMs: Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))),
          ready: document.documentElement.dataset.appReady === 'true',
        };
      });
      runs.push(measure);
      await context.close();
    }
    const of = (key) => runs.map((entry) => entry[key]);
    rows.push({ path: page.path, fcp: of('fcpMs'), blocking: of('blockingMs'), longest: of('longestMs') });
  }
} finally {
  await browser.close();
  stop();
}

console.log(`\nMain thread after the first paint, CPU ${CPU}x applied, cold browser, median of ${RUNS} runs (range)\n`);
console.log('| page | first contentful paint | blocking time (tasks over 50 ms) | longest task |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.path} | ${median(row.fcp)} ms (${range(row.fcp)}) | ${median(row.blocking)} ms (${range(row.blocking)}) | ${median(row.longest)} ms (${range(row.longest)}) |`,
  );
}
