// What the bench:* scripts share: the real server on a fresh embedded database (demo accounts seeded, client
// IP from X-Forwarded-For), the headless chromium flags of this machine, the demo patient's session and a
// slowed-down phone.
/* global window */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's chromium and the flags this machine needs (shared with the Playwright config). */
const chromium = JSON.parse(readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));
export const CHROMIUM_PATH = chromium.executablePath;
export const CHROMIUM_FLAGS = chromium.args;

/**
 * Starts `e2e/start-server.mjs` on `port` (a fresh embedded database with the demo accounts), or the server on
 * the embedded database already prepared in `dataDir`, and resolves once `/api/health` answers (within 5 minutes:
 * a machine busy with other work takes minutes to start it).
 */
export async function startBenchServer(preferredPort, { dataDir } = {}) {
  const port = await freePort(preferredPort);
  const base = `http://localhost:${port}`;
  const server = dataDir
    ? spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
      })
    : spawn(process.execPath, ['e2e/start-server.mjs', String(port)], { cwd: root, stdio: 'ignore' });
  const stop = () => server.kill('SIGTERM');
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('server did not start');
}

/**
 * `preferred` if nothing listens on it, else a port the system picks: two checkouts running a bench at the same
 * time must not measure each other's server.
 */
function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(port, () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return tryListen(preferred).catch(() => tryListen(0));
}

/** Signs the demo patient in; returns the `Cookie` header value and how long it took. */
export async function signInDemoPatient(base, ip) {
  return signInPatient(base, ip, 'patient@demo.cm', 'Demo-Sante-2026');
}

/**
 * Signs a patient in with a password; returns the `Cookie` header value and how long it took. A 503 (the
 * embedded database's queue is full, ADR 019) is retried after its `Retry-After`, as a client should.
 */
export async function signInPatient(base, ip, email, password) {
  const started = performance.now();
  let response;
  for (let attempt = 0; attempt < 20; attempt++) {
    response = await fetch(`${base}/api/auth/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password, portal: 'patient' }),
    });
    if (response.status !== 503) break;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`patient sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, ms };
}

/**
 * A cold 360x740 French phone with its CPU slowed down `rate` times (DevTools throttling), whose pages record their
 * long tasks (> 50 ms) as `[start, duration]` in `window.__longTasks`.
 */
export async function slowPhonePage(browser, rate, extraHTTPHeaders) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context, page };
}
