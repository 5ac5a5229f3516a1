// `npm start`: builds the web app if it is missing or older than its sources, starts coturn (the video room's TURN
// server) when it is installed, then starts the server (which applies migrations and seeds an empty embedded
// database).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)...' : 'Web sources changed: rebuilding...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TURNSERVER = '/usr/bin/turnserver';

/**
 * coturn from Debian (`apt-get install coturn`) for the video room (ADR 030), unless TURN_URLS is already given (a
 * TURN server of its own) or START_TURN=0: TURN REST API credentials (`use-auth-secret`) signed with a secret
 * generated once under DATA_DIR (`turn-secret`, mode 600), UDP and TCP on TURN_PORT (3478), relay ports 49160-49200,
 * no TLS (production: TLS on 443, see the README). Its configuration file keeps the secret off the command line.
 * Returns the environment the server needs and the coturn process.
 */
function startTurn() {
  if (process.env.TURN_URLS || process.env.START_TURN === '0' || !existsSync(TURNSERVER))
    return { env: {}, turn: null };
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, 'turn-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  const secret = process.env.TURN_SECRET ?? readFileSync(secretFile, 'utf8').trim();
  const port = Number(process.env.TURN_PORT ?? 3478);
  const host =
    process.env.TURN_HOST ?? (process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).hostname : 'localhost');
  const config = path.join(dataDir, 'turnserver.conf');
  const lines = [
    `listening-port=${port}`,
    'fingerprint',
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    `realm=${host}`,
    'min-port=49160',
    'max-port=49200',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-multicast-peers',
    'simple-log',
    'log-file=stdout',
    ...(process.env.TURN_EXTERNAL_IP ? [`external-ip=${process.env.TURN_EXTERNAL_IP}`] : []),
  ];
  writeFileSync(config, `${lines.join('\n')}\n`, { mode: 0o600 });
  const turn = spawn(TURNSERVER, ['-c', config, '-n'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  turn.on('error', (error) => console.error(`coturn did not start: ${error.message}`));
  console.log(`coturn (TURN) on ${host}:${port}, UDP and TCP`);
  return {
    env: {
      TURN_URLS: [
        `stun:${host}:${port}`,
        `turn:${host}:${port}?transport=udp`,
        `turn:${host}:${port}?transport=tcp`,
      ].join(','),
      TURN_SECRET: secret,
    },
    turn,
  };
}

const { env: turnEnv, turn } = startTurn();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...turnEnv },
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    turn?.kill('SIGTERM');
    server.kill(signal);
  });
server.on('exit', (code, signal) => {
  turn?.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
