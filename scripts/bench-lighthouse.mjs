// `npm run bench:lighthouse`: Lighthouse 12 (default mobile profile: slow 4G, 4x CPU slowdown) in Debian's
// chromium, against the built app on a fresh embedded database, for the pages of issue #3's budget.
// Budget: performance >= 95, accessibility >= 95, LCP <= 2.0 s, CLS <= 0.05.
// BENCH_REPORT_DIR=<dir> keeps each page's full report (JSON) there, to see the LCP element, the shifts...
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, signInDemoPatient, startBenchServer } from './bench-server.mjs';
const pages = [
  { path: '/', signedIn: false },
  { path: '/connexion/patient', signedIn: false },
  { path: '/patient/dashboard', signedIn: true },
];
const BUDGET = { performance: 95, accessibility: 95, lcpMs: 2000, cls: 0.05 };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

let failed = false;
let chrome;
const { base, stop } = await startBenchServer(3204);
try {
  const { cookie } = await signInDemoPatient(base, '10.30.0.1');
  // A French visitor (the product's first language): headless chromium ignores --lang without these.
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--lang=fr-FR', '--accept-lang=fr-FR,fr'],
    envVars: { ...process.env, LANGUAGE: 'fr', LANG: 'fr_FR.UTF-8' },
  });
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no report for ${page.path}`);
    if (process.env.BENCH_REPORT_DIR) {
      mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      const name = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    const row = {
      page: page.path,
      landed: new URL(lhr.finalDisplayedUrl).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
    row.ok =
      row.performance >= BUDGET.performance &&
      row.accessibility >= BUDGET.accessibility &&
      row.lcpMs <= BUDGET.lcpMs &&
      row.cls <= BUDGET.cls;
    failed ||= !row.ok;
    rows.push(row);
  }
  console.log('\nLighthouse 12, default mobile profile, Debian chromium\n');
  console.log('| page | performance | accessibility | FCP | LCP | CLS | TBT | within budget |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const page = row.landed === row.page ? row.page : `${row.page} (-> ${row.landed})`;
    console.log(
      `| ${page} | ${row.performance} | ${row.accessibility} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${row.cls} | ${row.tbtMs} ms | ${row.ok ? 'yes' : 'NO'} |`,
    );
  }
  console.log(
    `\nBudget: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, LCP <= ${BUDGET.lcpMs} ms, CLS <= ${BUDGET.cls}.`,
  );
} finally {
  await chrome?.kill();
  stop();
}
process.exit(failed ? 1 : 0);
