// What the bench:* scripts share: the real server on a fresh embedded database (demo accounts seeded, client
// IP from X-Forwarded-For), the headless chromium flags of this machine, and the demo patient's session.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts `e2e/start-server.mjs` on `port` and resolves once `/api/health` answers. */
export async function startBenchServer(port) {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['e2e/start-server.mjs', String(port)], { cwd: root, stdio: 'ignore' });
  const stop = () => server.kill('SIGTERM');
  for (let i = 0; i < 240; i++) {
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

/** Signs the demo patient in; returns the `Cookie` header value and how long it took. */
export async function signInDemoPatient(base, ip) {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: 'patient@demo.cm', password: 'Demo-Sante-2026', portal: 'patient' }),
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`demo patient sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, ms };
}
