// `npm run bench:lighthouse`: Lighthouse 12 (default mobile profile: slow 4G, 4x CPU slowdown) in Debian's
// chromium, against the built app on a fresh embedded database, for the pages of issue #3's budget.
// Budget: performance >= 95, accessibility >= 95, LCP <= 2.0 s, CLS <= 0.05.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3204;
const base = `http://localhost:${port}`;
const pages = [
  { path: '/', signedIn: false },
  { path: '/connexion/patient', signedIn: false },
  { path: '/patient/dashboard', signedIn: true },
];
const BUDGET = { performance: 95, accessibility: 95, lcpMs: 2000, cls: 0.05 };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
const server = spawn(process.execPath, ['e2e/start-server.mjs', String(port)], { cwd: root, stdio: 'ignore' });

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function patientCookie() {
  const response = await fetch(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': '10.30.0.1' },
    body: JSON.stringify({ email: 'patient@demo.cm', password: 'Demo-Sante-2026', portal: 'patient' }),
  });
  if (!response.ok) throw new Error(`demo patient sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

let failed = false;
let chrome;
try {
  await waitForServer();
  const cookie = await patientCookie();
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=fr-FR'],
  });
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(
      `${base}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: page.signedIn ? { Cookie: cookie } : undefined },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no report for ${page.path}`);
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
    row.ok = row.performance >= BUDGET.performance && row.accessibility >= BUDGET.accessibility && row.lcpMs <= BUDGET.lcpMs && row.cls <= BUDGET.cls;
    failed ||= !row.ok;
    rows.push(row);
  }
  console.log('\nLighthouse 12, default mobile profile, Debian chromium\n');
  console.log('| page | performance | accessibility | FCP | LCP | CLS | TBT | within budget |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const page = row.landed === row.page ? row.page : `${row.page} (-> ${row.landed})`;
    console.log(`| ${page} | ${row.performance} | ${row.accessibility} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${row.cls} | ${row.tbtMs} ms | ${row.ok ? 'yes' : 'NO'} |`);
  }
  console.log(`\nBudget: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, LCP <= ${BUDGET.lcpMs} ms, CLS <= ${BUDGET.cls}.`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
