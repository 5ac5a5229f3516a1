// `npm run bench:api`: sign-in latency, and the authenticated request rate next to a bare health endpoint,
// measured in the same run with autocannon (64 connections) against the real server on a fresh embedded database.
import autocannon from 'autocannon';
import { signInDemoPatient, startBenchServer } from './bench-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

function load(title, url, headers = {}) {
  return autocannon({ title, url, connections: 64, duration, headers });
}

const { base, stop } = await startBenchServer(3202);
try {
  const latencies = [];
  let cookie = '';
  for (let i = 0; i < 20; i++) {
    const result = await signInDemoPatient(base, `10.20.${i}.1`);
    latencies.push(result.ms);
    cookie = result.cookie;
  }
  const health = await load('GET /api/health', `${base}/api/health`);
  const user = await load('GET /api/auth/user (signed in)', `${base}/api/auth/user`, { cookie });

  console.log(
    `\nAPI benchmark (${duration} s per endpoint, 64 connections, embedded PGlite, ${new Date().toISOString()})\n`,
  );
  console.log(
    `Sign-in (password, Argon2id), 20 sequential: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );
  console.log('\n| endpoint | req/s (avg) | latency p50 | latency p99 | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const result of [health, user]) {
    console.log(
      `| ${result.title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} |`,
    );
  }
} finally {
  stop();
}
