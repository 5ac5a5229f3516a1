import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Issue #9 §1, ADR 019: the database's work never runs on the event loop that answers HTTP. On the embedded
 * database this failed while PGlite ran in the server's thread: a health request waited for the whole query.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const longQuery = () => server.deps.db.execute(sql`select count(*) from generate_series(1, 2000000)`);

describe('a long query and the event loop', () => {
  it('answers a health request while the database runs a long query', async () => {
    const started = performance.now();
    await longQuery();
    const queryMs = performance.now() - started;

    const running = longQuery();
    // Let the query reach the database.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const healthStarted = performance.now();
    const health = await server.client().get('/api/health');
    const healthMs = performance.now() - healthStarted;
    const queryStillRunning = await Promise.race([running.then(() => false), Promise.resolve(true)]);
    await running;

    expect(health.status).toBe(200);
    // Only meaningful when the query outlasted the health request by far (it takes about a second).
    expect(queryMs).toBeGreaterThan(300);
    expect(queryStillRunning).toBe(true);
    expect(healthMs).toBeLessThan(queryMs / 3);
  });
});
