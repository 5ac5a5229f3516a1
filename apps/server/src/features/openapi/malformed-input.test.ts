import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPhone } from '../../testing/factories';
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

/**
 * Input that passes a schema's shape but a database refuses: a NUL byte or a lone surrogate in a text, a date
 * far outside any sane range. Bodies are built from each operation's own schema (otherwise valid), so the
 * poison reaches as far as the code lets it.
 */
type Poison = { name: string; text?: string; date?: string };
const POISONS: readonly Poison[] = [
  { name: 'NUL byte', text: 'a\u0000b' },
  { name: 'lone surrogate', text: 'a\ud800b' },
  { name: 'far date', date: '9999-12-31' },
  { name: 'year 0', date: '0000-01-01' },
];

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
};

const DATE_PATTERN = /\\d\{4\}-/;

/** A value for `schema`, valid as far as a generic reading goes, with the poison in its texts or dates. */
function sample(schema: JsonSchema, poison: Poison, key: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? {}, poison, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const day = poison.date ?? '2030-01-15';
  switch (type ?? 'any') {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, child]) => [name, sample(child, poison, name)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, poison, key));
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return `fuzz.${randomUUID().slice(0, 8)}@test.cm`;
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return `${day}T09:00:00.000Z`;
      if (schema.format === 'date' || (schema.pattern && DATE_PATTERN.test(schema.pattern))) return day;
      if (/phone/i.test(key)) return randomPhone();
      if (/password/i.test(key)) return 'Mango-Riviere-42';
      return `Texte${poison.text ?? ''}`.padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return poison.text ?? 'x';
  }
}

function poisonedBody(operation: Operation, poison: Poison): string | undefined {
  if (!operation.body) return undefined;
  const schema = z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return JSON.stringify(sample(schema, poison, ''));
}

/** The query keys an operation reads (documented, plus the usual ones), all poisoned. */
function poisonedQuery(operation: Operation, poison: Poison): string {
  const keys = new Set([...Object.keys(operation.query ?? {}), 'from', 'to', 'date', 'q', 'city', 'month', 'year']);
  const params = [...keys].map((key) => {
    if (poison.date) {
      const value = key === 'month' ? poison.date.slice(0, 7) : key === 'year' ? poison.date.slice(0, 4) : poison.date;
      return `${encodeURIComponent(key)}=${value}`;
    }
    // A lone surrogate cannot be percent-encoded as UTF-8: its WTF-8 bytes are what a broken client sends.
    const text = (poison.text ?? '').replace('\u0000', '%00').replace('\ud800', '%ED%A0%80');
    return `${encodeURIComponent(key)}=${text}`;
  });
  return `?${params.join('&')}`;
}

/** The poisoned requests of `operation` as `client`: the 5xx ones, described. */
async function poisonedServerErrors(
  client: TestClient,
  who: string,
  operation: Operation,
  doctorId: string,
): Promise<string[]> {
  const failures: string[] = [];
  const method = operation.method.toUpperCase();
  // A real doctor's id (the directory, slots and availability read it; elsewhere it names nothing), and a NUL.
  const ids = [doctorId, 'a%00b'];
  const paths = operation.path.includes('{')
    ? ids.map((id) => operation.path.replace(/\{[^}]+\}/g, id))
    : [operation.path];
  for (const poison of POISONS) {
    for (const path of paths) {
      const query = operation.method === 'get' ? poisonedQuery(operation, poison) : '';
      const body = poisonedBody(operation, poison);
      const res = await client.request(method, `${path}${query}`, body, { 'content-type': 'application/json' });
      if (res.status >= 500)
        failures.push(`${res.status} ${who} ${poison.name} ${method} ${path}${query} ${body ?? ''}`);
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

  it('refuses NUL bytes, lone surrogates and far dates in bodies, queries and paths with a 4xx, never a 5xx', async () => {
    const doctor = await signedIn(server, 'medecin');
    const callers = {
      anonymous: server.client(),
      patient: (await signedIn(server, 'patient')).client,
      doctor: doctor.client,
      staff: (await signedIn(server, 'admin')).client,
    };
    const ordered = [...OPERATIONS].sort(
      (a, b) => Number(a.path.startsWith('/api/auth')) - Number(b.path.startsWith('/api/auth')),
    );
    const failures: string[] = [];
    for (const operation of ordered) {
      for (const [who, client] of Object.entries(callers)) {
        failures.push(...(await poisonedServerErrors(client, who, operation, doctor.userId)));
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
