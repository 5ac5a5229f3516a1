// Starts the real server for the browser tests on a throw-away embedded database (seeded with the demo
// accounts because it is empty). TRUST_PROXY lets each test present its own client IP, so the sign-in
// rate limits stay on and tests do not share a budget. The demo sender appends every message (with its
// code or link) to DEMO_OUTBOX_FILE: the one playwright.config.ts gives (read by e2e/helpers/demo-outbox.ts),
// or a file in the throw-away data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sante-e2e-'));
const outboxFile = process.env.DEMO_OUTBOX_FILE ?? path.join(dataDir, 'demo-outbox.jsonl');
// A previous run's codes must not be read as this run's.
rmSync(outboxFile, { force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DEMO_OUTBOX_FILE: outboxFile,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The journeys check screens, not admission: two browsers and the server share two cores in CI, where the
    // embedded database's default gate (4 at once, 8 waiting 200 ms, ADR 019) would refuse their bursts. The gate
    // is tested by the server suite, the screens' answer to a 503 by server-busy.spec.ts.
    DB_MAX_ACTIVE_REQUESTS: '64',
    DB_MAX_QUEUED_REQUESTS: '256',
    DB_QUEUE_TIMEOUT_MS: '10000',
    // An immediate consultation nobody accepts expires after a minute instead of 10 (video-immediate.spec.ts sees
    // the expiry and the call-back without waiting 10 minutes).
    IMMEDIATE_REQUEST_SECONDS: '60',
  },
});
const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outboxFile, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
