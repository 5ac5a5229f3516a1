import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { OPERATIONS } from './openapi-document';
import type { Operation } from './operation';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Ids that name nothing: not a uuid, a uuid of nobody, and something an attacker would try. */
const BAD_IDS = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'%3B--"];
/** Bodies a broken or hostile client sends: not JSON, JSON that is not an object, fields of the wrong type. */
const BAD_BODIES = [
  '{',
  'null',
  '[]',
  '7',
  JSON.stringify({
    id: 5,
    email: 7,
    phone: [],
    password: null,
    startsAt: 'x',
    amount: -1,
    status: 'zzz',
    reason: 3,
    stars: 'x',
    lines: 'x',
    month: '2026-13',
    rules: {},
  }),
];
const BAD_QUERY =
  '?from=x&to=y&days=-4&limit=99999&status=zzz&month=2026-99&year=abc&date=2026-02-31&kind=zzz&city=%00&q=%FF';

function pathsOf(operation: Operation): string[] {
  if (!operation.path.includes('{')) return [operation.path];
  return BAD_IDS.map((id) => operation.path.replace(/\{[^}]+\}/g, id));
}

/** Every answer to `operation` fed bad input, as `client`: the 5xx ones, described. */
async function serverErrors(client: TestClient, who: string, operation: Operation): Promise<string[]> {
  const failures: string[] = [];
  const method = operation.method.toUpperCase();
  const bodies = operation.method === 'get' || operation.method === 'head' ? [undefined] : BAD_BODIES;
  for (const path of pathsOf(operation)) {
    for (const body of bodies) {
      const query = operation.method === 'get' ? BAD_QUERY : '';
      const res = await client.request(method, `${path}${query}`, body, { 'content-type': 'application/json' });
      if (res.status >= 500) failures.push(`${res.status} ${who} ${method} ${path}${query} ${body ?? ''}`);
    }
  }
  return failures;
}

describe('bad input on every documented operation', () => {
  it('is answered with a 4xx (or a success), never a 5xx, whoever sends it', async () => {
    const callers = {
      anonymous: server.client(),
      patient: (await signedIn(server, 'patient')).client,
      doctor: (await signedIn(server, 'medecin')).client,
      staff: (await signedIn(server, 'admin')).client,
    };
    // Sign-in and session routes last: bad input there may still end a caller's session.
    const ordered = [...OPERATIONS].sort(
      (a, b) => Number(a.path.startsWith('/api/auth')) - Number(b.path.startsWith('/api/auth')),
    );
    const failures: string[] = [];
    for (const operation of ordered) {
      for (const [who, client] of Object.entries(callers)) {
        failures.push(...(await serverErrors(client, who, operation)));
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
