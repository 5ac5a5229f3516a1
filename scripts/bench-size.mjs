// `npm run bench:size`: what each public and patient route makes the browser download first (JS and CSS),
// measured in Debian's chromium against the built app, with gzip and brotli sizes. Budget: 150 KiB brotli of JS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const port = 3201;
const base = `http://localhost:${port}`;
const BUDGET_BROTLI_JS = 150 * 1024;

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
  '/eshop',
];
const patientRoutes = [
  '/patient/dashboard',
  '/patient/profil',
  '/patient/parametres',
  '/patient/dossier',
  '/patient/consultations',
  '/patient/calendrier-vaccinal',
  '/patient/factures',
  '/patient/messages',
];

if (!existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const server = spawn(process.execPath, ['e2e/start-server.mjs', String(port)], { cwd: root, stdio: 'ignore' });
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

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
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
  return { route, landed, files: files.size, ...totals };
}

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  // A French-speaking visitor, the default audience (another language adds its catalogue chunk, about 7 KiB).
  const anonymous = await browser.newContext({ locale: 'fr-FR' });
  for (const route of publicRoutes) rows.push(await measure(anonymous, route));
  const patient = await browser.newContext({ locale: 'fr-FR' });
  const signIn = await patient.request.post(`${base}/api/auth/token?grant_type=password`, {
    data: { email: 'patient@demo.cm', password: 'Demo-Sante-2026', portal: 'patient' },
    headers: { origin: base },
  });
  if (!signIn.ok()) throw new Error(`demo patient sign-in failed: ${signIn.status()}`);
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
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
