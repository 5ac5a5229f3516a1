// `npm run bench:size`: what each public and patient route makes the browser download first (JS and CSS),
// measured in Debian's chromium against the built app, with gzip and brotli sizes. Budget: 150 KiB brotli of JS,
// of which the part every route loads (the JS files common to all routes) under 115 KiB. "First" = before the page
// runs the work it leaves for idle time (the live connection): that part is shown apart. A page that runs the app
// at the first touch (ADR 067) is given it: its first load is what it fetches before and at that touch.
// BENCH_SIZE_DETAIL=/patient/profil,/booking/auth also lists those routes' JS files, largest first;
// BENCH_SIZE_ONLY=/patient/consultations measures only those routes (and then not what every route loads).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, signInDemoPatient, startBenchServer } from './bench-server.mjs';

const dist = path.join(root, 'apps/web/dist');
const BUDGET_BROTLI_JS = 150 * 1024;
/** What every route loads (the app shell): issue #10 keeps it under 115 KiB, the rest of the budget for the screens. */
const BUDGET_SHARED_BROTLI_JS = 115 * 1024;

const publicRoutes = [
  '/',
  '/faq',
  '/connexion',
  '/connexion/patient',
  '/connexion/patient/inscription',
  '/signup',
  '/cgu',
  '/politique-confidentialite',
  '/manuel-utilisation',
  '/appointment-type',
  '/medecins-map',
  '/booking/auth',
  '/eshop',
  // What an invited guest of a video call opens (no account, ADR 059).
  '/visio/invitation',
];
const patientRoutes = [
  '/patient/dashboard',
  '/patient/profil',
  '/patient/parametres',
  '/patient/dossier',
  '/patient/consultations',
  '/patient/booking',
  '/patient/calendrier-vaccinal',
  '/patient/factures',
  '/patient/messages',
  '/patient/eshop',
  // The shop's pages download the same code whatever the id (an unknown one shows « introuvable »).
  '/patient/eshop/category/3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11',
  '/patient/eshop/product/3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11',
  '/patient/eshop/checkout',
  '/patient/eshop/payment?order=3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11',
  '/patient/eshop/payment-confirmation?order=3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11',
  '/patient/commandes',
  // The video room a patient joins (the same code whatever the id; an unknown one is refused in words).
  '/visioconsultation/3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11',
];

const only = process.env.BENCH_SIZE_ONLY?.split(',');
const measured = (routes) => (only ? routes.filter((route) => only.includes(route)) : routes);

if (!existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const detailed = process.env.BENCH_SIZE_DETAIL?.split(',') ?? [];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function sizes(urlPath) {
  const file = path.join(dist, urlPath);
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content).length,
  };
}

/**
 * Marks when the page first runs work it left for idle time (`requestIdleCallback`, see apps/web/src/lib/when-idle.ts:
 * the live connection of the unread badge): what is requested from then on is not part of the first load.
 */
/* global window, document */
function markIdleWork() {
  const original = window.requestIdleCallback?.bind(window);
  if (!original) return;
  window.requestIdleCallback = (callback, options) =>
    original((deadline) => {
      // Only once the app runs: the idle prefetch of a page that waits for the first touch (ADR 067) is first load.
      if (document.documentElement.dataset.appReady)
        window.__benchIdleWorkAt ??= performance.timeOrigin + performance.now();
      callback(deadline);
    }, options);
}

const emptyTotals = () => ({ raw: 0, gzip: 0, brotli: 0 });

async function measure(context, route) {
  const page = await context.newPage();
  /** path -> when the browser asked for it (ms since the epoch, the browser's clock). */
  const requested = new Map();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname) && !requested.has(url.pathname)) {
      requested.set(url.pathname, request.timing().startTime);
    }
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // A page that runs the app at the first touch (ADR 067) is given it: what it then loads is the route's weight.
  await page.evaluate(() => {
    if (document.getElementById('root')?.dataset.boot === 'intent') document.dispatchEvent(new Event('pointerdown'));
  });
  // On a loaded machine the app's first render can outlast networkidle's 500 ms: wait for the app to run, its
  // session check to end, and the screen's own requests to settle; then for the work left for idle time.
  await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
  await page.getByText('Vérification de la session...').waitFor({ state: 'detached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => window.__benchIdleWorkAt !== undefined, null, { timeout: 3_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  const idleWorkAt = (await page.evaluate(() => window.__benchIdleWorkAt)) ?? Number.POSITIVE_INFINITY;
  const landed = new URL(page.url()).pathname;
  await page.close();
  const totals = { js: emptyTotals(), css: emptyTotals(), idleJs: emptyTotals() };
  const firstLoad = [];
  for (const [file, startTime] of requested) {
    const kind = file.endsWith('.js') ? (startTime >= idleWorkAt ? 'idleJs' : 'js') : 'css';
    if (kind !== 'idleJs') firstLoad.push(file);
    const size = sizes(file);
    for (const key of ['raw', 'gzip', 'brotli']) totals[kind][key] += size[key];
  }
  if (detailed.includes(route)) {
    console.log(`\n${route}: JS files, brotli`);
    const js = [...requested.keys()].filter((file) => file.endsWith('.js')).map((file) => [sizes(file).brotli, file]);
    for (const [brotli, file] of js.sort((a, b) => b[0] - a[0])) {
      const idle = requested.get(file) >= idleWorkAt ? '  (idle time)' : '';
      console.log(`  ${kib(brotli).padStart(10)}  ${file}${idle}`);
    }
  }
  return {
    route,
    landed,
    files: firstLoad.length,
    jsFiles: firstLoad.filter((file) => file.endsWith('.js')),
    ...totals,
  };
}

let failed = false;
const { base, stop } = await startBenchServer(3201);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  // A French-speaking visitor, the default audience (another language adds its catalogue chunk, about 7 KiB).
  const anonymous = await browser.newContext({ locale: 'fr-FR' });
  await anonymous.addInitScript(markIdleWork);
  for (const route of measured(publicRoutes)) rows.push(await measure(anonymous, route));
  const patient = await browser.newContext({ locale: 'fr-FR' });
  await patient.addInitScript(markIdleWork);
  const { cookie } = await signInDemoPatient(base, '10.31.0.1');
  await patient.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  for (const route of measured(patientRoutes)) rows.push(await measure(patient, route));
  await browser.close();

  console.log('\nFirst-load JS and CSS per route (built app, measured in chromium)\n');
  console.log('| route | files | JS gzip | JS brotli | CSS gzip | CSS brotli | then, in idle time | within budget |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ok = row.js.brotli <= BUDGET_BROTLI_JS;
    failed ||= !ok;
    const route = row.landed === row.route ? row.route : `${row.route} (-> ${row.landed})`;
    console.log(
      `| ${route} | ${row.files} | ${kib(row.js.gzip)} | ${kib(row.js.brotli)} | ${kib(row.css.gzip)} | ${kib(row.css.brotli)} | ${row.idleJs.brotli ? `+${kib(row.idleJs.brotli)}` : ''} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  console.log(
    `\nBudget: ${kib(BUDGET_BROTLI_JS)} brotli of JS per route, first load (what the page downloads before it runs the work it leaves for idle time, such as the live connection, shown apart).`,
  );
  if (only) process.exit(failed ? 1 : 0);
  const shared = rows
    .map((row) => new Set(row.jsFiles))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
  for (const file of shared) console.log(`  ${file}: ${kib(sizes(file).brotli)}`);
  const sharedBrotli = [...shared].reduce((total, file) => total + sizes(file).brotli, 0);
  const sharedOk = sharedBrotli <= BUDGET_SHARED_BROTLI_JS;
  failed ||= !sharedOk;
  console.log(
    `Loaded by every route: ${shared.size} JS files, ${kib(sharedBrotli)} brotli (budget ${kib(BUDGET_SHARED_BROTLI_JS)}): ${sharedOk ? 'yes' : 'NO'}.`,
  );
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
