// `npm run bench:size`: what each public and patient route makes the browser download first (JS and CSS),
// measured in Debian's chromium against the built app, with gzip and brotli sizes. Budget: 150 KiB brotli of JS,
// of which the part every route loads (the JS files common to all routes) under 115 KiB.
// BENCH_SIZE_DETAIL=/patient/profil,/booking/auth also lists those routes' JS files, largest first.
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
];

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

async function measure(context, route) {
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  await page.close();
  const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.js') ? 'js' : 'css';
    const size = sizes(file);
    for (const key of ['raw', 'gzip', 'brotli']) totals[kind][key] += size[key];
  }
  if (detailed.includes(route)) {
    console.log(`\n${route}: JS files, brotli`);
    const js = [...files].filter((file) => file.endsWith('.js')).map((file) => [sizes(file).brotli, file]);
    for (const [brotli, file] of js.sort((a, b) => b[0] - a[0])) console.log(`  ${kib(brotli).padStart(10)}  ${file}`);
  }
  return { route, landed, files: files.size, jsFiles: [...files].filter((file) => file.endsWith('.js')), ...totals };
}

let failed = false;
const { base, stop } = await startBenchServer(3201);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  // A French-speaking visitor, the default audience (another language adds its catalogue chunk, about 7 KiB).
  const anonymous = await browser.newContext({ locale: 'fr-FR' });
  for (const route of publicRoutes) rows.push(await measure(anonymous, route));
  const patient = await browser.newContext({ locale: 'fr-FR' });
  const { cookie } = await signInDemoPatient(base, '10.31.0.1');
  await patient.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: base };
    }),
  );
  for (const route of patientRoutes) rows.push(await measure(patient, route));
  await browser.close();

  console.log('\nFirst-load JS and CSS per route (built app, measured in chromium)\n');
  console.log('| route | files | JS gzip | JS brotli | CSS gzip | CSS brotli | within budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ok = row.js.brotli <= BUDGET_BROTLI_JS;
    failed ||= !ok;
    const route = row.landed === row.route ? row.route : `${row.route} (-> ${row.landed})`;
    console.log(
      `| ${route} | ${row.files} | ${kib(row.js.gzip)} | ${kib(row.js.brotli)} | ${kib(row.css.gzip)} | ${kib(row.css.brotli)} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`\nBudget: ${kib(BUDGET_BROTLI_JS)} brotli of JS per route.`);
  const shared = rows
    .map((row) => new Set(row.jsFiles))
    .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
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
