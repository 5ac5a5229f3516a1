import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../testing/signed-in-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { capturingLogger } from './logger';

let server: TestServer;
let log: () => string;
beforeAll(async () => {
  const captured = capturingLogger();
  log = captured.lines;
  server = await startTestServer({ logger: captured.logger });
});
afterAll(() => server.close());

describe('the log of a failing query', () => {
  it('names the error type and database code, never the query parameters', async () => {
    const patient = await signedIn(server, 'patient');
    const entry = { kind: 'allergy', label: 'Pénicilline-Zorglub', note: 'Œdème-Quincke-7781' };
    // A schema out of step with the code: the insert fails in the database with its parameters in the error.
    await server.deps.db.execute(sql`alter table health_entries rename column note to note_renamed`);
    try {
      const res = await patient.client.post('/api/records/entries', entry);
      expect(res.status).toBe(500);
      expect(res.json().code).toBe('internal_error');
    } finally {
      await server.deps.db.execute(sql`alter table health_entries rename column note_renamed to note`);
    }
    const written = log();
    expect(written).toContain('unhandled error');
    expect(written).toContain('42703');
    for (const secret of [entry.label, entry.note, 'insert into']) {
      expect(written).not.toContain(secret);
    }
  });
});
