// `npm run bench:realtime`: conversations over Socket.IO (issue #11 §4, ADR 028).
// The real app with Socket.IO runs in THIS process on a fresh database (embedded PGlite in a temp folder, or the
// PostgreSQL of BENCH_DATABASE_URL, an empty database). PAIRS patients and PAIRS carers get one conversation each
// and a session (password grant over HTTP). A CHILD process (so that the clients' memory is not counted) then:
//   1. opens BENCH_SOCKETS sockets (default 5,000) spread over those accounts; this process reports its own memory
//      (RSS, heap) before and after;
//   2. sends BENCH_RATE messages per second (default 1,000) for BENCH_SECONDS seconds (default 10), each from a
//      random patient socket on `conversation:send`, and times each one from the send to its arrival on the first
//      socket of the carer (p50 / p99 / max), counting the acks refused or lost, and the database round trips
//      (queries on the server's connections) per message sent.
// During the load it also reports the CPU time of the server process, of the clients' process and (on PostgreSQL)
// of the database's backends, with the machine's load average: the clients share the machine's cores.
// BENCH_PROFILE=<folder> writes a CPU profile of each process over the load only (open it in Chrome's DevTools).
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROFILE = process.env.BENCH_PROFILE;
const PASSWORD = 'Mango-Riviere-42';
const self = fileURLToPath(import.meta.url);

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Starts a CPU profile of this process (BENCH_PROFILE); the returned function writes it as `<name>.cpuprofile`. */
async function startProfile(name) {
  if (!PROFILE) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(PROFILE, { recursive: true });
    await writeFile(path.join(PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

/** CPU milliseconds (user + system) of each of these processes so far, from /proc (Linux). */
async function processesCpuMs(pids) {
  const tick = 10; // USER_HZ: clock ticks of 10 ms
  const ms = new Map();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ms.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
  }
  return ms;
}

/**
 * CPU milliseconds of this process's threads so far: its event loop's thread, and all the others together. Read
 * synchronously, at the same moment as `process.cpuUsage()` (the clients disconnect right after their report).
 */
function threadsCpuMs() {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ: clock ticks of 10 ms
    if (tid === String(process.pid)) main += ms;
    else others += ms;
  }
  return { main, others };
}

if (process.argv[2] === 'clients') await runClients();
else await runServer();

/** This process: the server, the accounts, the memory figures, and the report. */
async function runServer() {
  // Both databases are reached through node-postgres: every query of the server goes through this method.
  let queries = 0;
  let queryMs = 0;
  let slowestQueryMs = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    queries++;
    const started = performance.now();
    const timed = () => {
      const ms = performance.now() - started;
      queryMs += ms;
      slowestQueryMs = Math.max(slowestQueryMs, ms);
    };
    // Called with a callback (pg-pool) or for a promise (drizzle's transactions).
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last];
      args[last] = (...results) => {
        timed();
        return callback(...results);
      };
    }
    const result = query.apply(this, args);
    if (result && typeof result.then === 'function') result.then(timed, timed);
    return result;
  };
  const load = (file) => tsImport(path.join('..', file), import.meta.url);
  const [
    { openDatabase },
    { loadEnv },
    { createAppDeps },
    { createApp },
    { createLogger },
    { attachRealtime },
    { createUser },
    { conversations },
    { serve },
  ] = await Promise.all([
    load('apps/server/src/db/client.ts'),
    load('apps/server/src/env.ts'),
    load('apps/server/src/app-context.ts'),
    load('apps/server/src/app.ts'),
    load('apps/server/src/lib/logger.ts'),
    load('apps/server/src/realtime/attach-realtime.ts'),
    load('apps/server/src/features/auth/create-user.ts'),
    load('apps/server/src/db/schema/conversations.ts'),
    import('@hono/node-server'),
  ]);
  const tempDir = await mkdtemp(path.join(tmpdir(), 'bench-realtime-'));
  const rssAtStart = process.memoryUsage().rss;
  const database = await openDatabase(
    process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL }
      : { dataDir: path.join(tempDir, 'db') },
  );
  let server;
  let io;
  try {
    await database.migrate();
    const rssMigrated = process.memoryUsage().rss;
    const env = loadEnv({
      DATA_DIR: tempDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PUBLIC_URL: 'http://localhost:5173',
      TRUST_PROXY: '1',
      DB_MAX_ACTIVE_REQUESTS: '256',
      DB_MAX_QUEUED_REQUESTS: '10000',
      REALTIME_ADAPTER: 'none',
    });
    const deps = createAppDeps({ env, db: database.db, logger: createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent') });
    server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    io = attachRealtime(server, deps);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;

    const started = performance.now();
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      const account = (role) => ({
        role,
        email: `bench.${role}.${i}@bench.cm`,
        phone: `+2376${String(90_000_000 + i * 2 + (role === 'patient' ? 0 : 1)).slice(-8)}`,
        password: PASSWORD,
        firstName: 'Bench',
        lastName: `${role} ${i}`,
      });
      const patient = await createUser(deps.db, account('patient'));
      const carer = await createUser(deps.db, account('medecin'));
      const [row] = await deps.db
        .insert(conversations)
        .values({ kind: 'patient_carer', patientId: patient.userId, carerId: carer.userId })
        .returning({ id: conversations.id });
      pairs.push({
        conversationId: row.id,
        patient: { userId: patient.userId, cookie: await signIn(base, `bench.patient.${i}@bench.cm`, i, 'patient') },
        carer: { userId: carer.userId, cookie: await signIn(base, `bench.medecin.${i}@bench.cm`, i, 'medecin') },
      });
    }
    await createUser(deps.db, {
      role: 'patient',
      email: 'bench.idle@bench.cm',
      phone: '+237650000000',
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'idle',
    });
    const idle = { userId: 'idle', cookie: await signIn(base, 'bench.idle@bench.cm', 0, 'idle') };
    console.log(
      `${PAIRS} conversations and ${PAIRS * 2} sessions in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `server process RSS ${mb(rssAtStart)} before the database, ${mb(rssMigrated)} once it is open and migrated`,
    );

    // The database's backends serving this database (PostgreSQL only; PGlite runs in this process).
    const backendsCpuMs = async () => {
      if (!process.env.BENCH_DATABASE_URL) return null;
      const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      return processesCpuMs(rows.map((row) => row.pid));
    };

    global.gc?.();
    const before = process.memoryUsage();
    const child = fork(self, ['clients'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    const loadStart = {};
    const loadEnd = {};
    const report = await new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message.type === 'connected') {
          global.gc?.();
          const after = process.memoryUsage();
          console.log(
            `sockets: ${message.sockets} connected in ${(message.ms / 1000).toFixed(1)} s; server process RSS ` +
              `${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} ` +
              `(${((after.rss - before.rss) / message.sockets / 1024).toFixed(1)} KB per socket)`,
          );
          void (async () => {
            loadStart.backends = await backendsCpuMs();
            loadStart.stopProfile = await startProfile('server');
            loadStart.cpu = process.cpuUsage();
            loadStart.threads = threadsCpuMs();
            loadStart.loadavg = loadAverage();
            queries = 0;
            queryMs = 0;
            slowestQueryMs = 0;
            child.send({ type: 'load' });
          })();
        } else if (message.type === 'report') {
          void (async () => {
            loadEnd.cpu = process.cpuUsage(loadStart.cpu);
            loadEnd.threads = threadsCpuMs();
            loadEnd.loadavg = loadAverage();
            // A backend opened during the load counts whole (the pool closes idle ones: one may also have gone).
            const backends = await backendsCpuMs();
            if (backends && loadStart.backends) {
              loadEnd.backendsMs = 0;
              for (const [pid, ms] of backends) loadEnd.backendsMs += ms - (loadStart.backends.get(pid) ?? 0);
            }
            await loadStart.stopProfile();
            resolve(message);
          })().catch(reject);
        }
      });
      child.on('error', reject);
      child.on('exit', (code) => code !== 0 && reject(new Error(`clients exited with ${code}`)));
      child.send({ type: 'start', base, pairs, idle, sockets: SOCKETS, rate: RATE, seconds: SECONDS });
    });
    const queriesDuringLoad = queries;
    const peak = process.memoryUsage();
    console.log(
      `messages: ${report.sent} sent at ${RATE}/s for ${SECONDS} s, ${report.received} received, ` +
        `${report.refused} refused ${JSON.stringify(report.refusals)}, ${report.lost} without an answer; achieved ${report.achievedRate.toFixed(0)}/s`,
    );
    console.log(
      `delivery latency (send -> carer's socket): p50 ${percentile(report.latencies, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(report.latencies, 99).toFixed(1)} ms, max ${Math.max(...report.latencies).toFixed(1)} ms; ` +
        `server RSS after the load ${mb(peak.rss)}`,
    );
    console.log(
      `database round trips during the load: ${queriesDuringLoad} (${(queriesDuringLoad / report.sent).toFixed(2)} per message sent), ` +
        `${(queryMs / Math.max(1, queriesDuringLoad)).toFixed(1)} ms each on average, the slowest ${slowestQueryMs.toFixed(0)} ms`,
    );
    const perMessage = (ms) => `${ms.toFixed(0)} ms, ${((ms * 1000) / report.sent).toFixed(0)} µs per message`;
    console.log(
      `CPU during the load (${report.loadMs.toFixed(0)} ms): server process ${perMessage(cpuMs(loadEnd.cpu))} ` +
        `(event loop ${perMessage(loadEnd.threads.main - loadStart.threads.main)}; other threads ` +
        `${perMessage(loadEnd.threads.others - loadStart.threads.others)}${process.env.BENCH_DATABASE_URL ? '' : ', mostly the embedded database'}); ` +
        `clients' process ${perMessage(report.cpuMs)}` +
        (loadEnd.backendsMs === undefined ? '' : `; database backends ${perMessage(loadEnd.backendsMs)}`) +
        `; load average ${loadStart.loadavg} -> ${loadEnd.loadavg} (1, 5, 15 min)`,
    );
    child.kill();
  } finally {
    await io?.close();
    server?.close();
    await database.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** The password grant of one account from its own client IP; returns the cookie header for its sockets. */
async function signIn(base, email, index, portal) {
  const response = await fetch(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:5173',
      'x-forwarded-for': `10.9.${Math.floor(index / 200)}.${(index % 200) + (portal === 'medecin' ? 50 : portal === 'idle' ? 250 : 1)}`,
    },
    body: JSON.stringify({ email, password: PASSWORD, portal: portal === 'idle' ? 'patient' : portal }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The child: the sockets and the load. */
async function runClients() {
  const { io } = await import('socket.io-client');
  const {
    base,
    pairs,
    idle,
    sockets: total,
    rate,
    seconds,
  } = await new Promise((resolve) => process.once('message', resolve));
  const open = (person) =>
    new Promise((resolve, reject) => {
      const socket = io(base, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: person.cookie, origin: base },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  // Two devices per person in a conversation; the other sockets belong to one account in no conversation (they
  // are held, like the phones of everyone not chatting right now, but receive nothing).
  const people = pairs.flatMap((pair) => [pair.patient, pair.carer]);
  const socketsOf = new Map([...people, idle].map((person) => [person.userId, []]));
  const owners = Array.from({ length: total }, (_, i) => (i < people.length * 2 ? people[i % people.length] : idle));
  const started = performance.now();
  for (let i = 0; i < total; i += 100) {
    const batch = owners.slice(i, i + 100);
    const opened = await Promise.all(batch.map(open));
    opened.forEach((socket, j) => socketsOf.get(batch[j].userId).push(socket));
  }
  process.send({ type: 'connected', sockets: total, ms: performance.now() - started });
  await new Promise((resolve) => process.once('message', resolve));
  const stopProfile = await startProfile('clients');
  const cpuStarted = process.cpuUsage();

  const sentAt = new Map();
  const latencies = [];
  for (const pair of pairs) {
    // The carer's first socket times the arrival (the others get it too, as a carer's phones would).
    socketsOf.get(pair.carer.userId)[0].on('conversation:message', ({ message }) => {
      const at = sentAt.get(message.clientId);
      if (at === undefined) return;
      latencies.push(performance.now() - at);
      sentAt.delete(message.clientId);
    });
  }
  let sent = 0;
  let refused = 0;
  let answered = 0;
  const refusals = {};
  const loadStarted = performance.now();
  const tickMs = 10;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - loadStarted >= seconds * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // What the rate owes by now: a late tick (a busy machine) catches up instead of lowering the rate.
      const owed = Math.floor(((performance.now() - loadStarted) / 1000) * rate) - sent;
      for (let i = 0; i < owed; i++) {
        const pair = pairs[sent % pairs.length];
        const senders = socketsOf.get(pair.patient.userId);
        const socket = senders[sent % senders.length];
        const clientId = crypto.randomUUID();
        sentAt.set(clientId, performance.now());
        sent++;
        // A plain ack callback: no timer nor promise per message (this process shares the machine's cores);
        // a message never answered counts as lost.
        socket.emit(
          'conversation:send',
          { conversationId: pair.conversationId, clientId, body: `n°${sent}` },
          (ack) => {
            answered++;
            if (!ack.ok) {
              refused++;
              refusals[ack.code] = (refusals[ack.code] ?? 0) + 1;
            }
          },
        );
      }
    }, tickMs);
  });
  const achievedRate = sent / ((performance.now() - loadStarted) / 1000);
  // Up to 10 s for the last ones to arrive.
  for (let i = 0; i < 100 && latencies.length + refused < sent; i++) await new Promise((r) => setTimeout(r, 100));
  const loadMs = performance.now() - loadStarted;
  const cpu = cpuMs(process.cpuUsage(cpuStarted));
  await stopProfile();
  process.send({
    loadMs,
    cpuMs: cpu,
    type: 'report',
    sent,
    received: latencies.length,
    refused,
    refusals,
    lost: sent - answered,
    achievedRate,
    latencies,
  });
  for (const list of socketsOf.values()) for (const socket of list) socket.disconnect();
  process.exit(0);
}
