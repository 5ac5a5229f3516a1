import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { etaMinutes } from '@sante/shared/tracking-constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEtaEstimator } from './route-eta';

/** A carer in Akwa and a patient in Bonapriso (Douala). */
const AKWA = { latitude: 4.0511, longitude: 9.7009 };
const BONAPRISO = { latitude: 4.0297, longitude: 9.6956 };

/** What the fake OSRM server answers next, and the paths it was asked for. */
let answer: { status: number; body: unknown; delayMs?: number };
const asked: string[] = [];
let server: Server;
let base: string;
const warnings: string[] = [];
const logger = { warn: (_fields: object, message: string) => void warnings.push(message) };

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  warnings.length = 0;
  answer = { status: 200, body: { code: 'Ok', routes: [{ duration: 754.3, distance: 4120 }] } };
});

describe('createEtaEstimator', () => {
  it('without ROUTING_URL: the straight line at the city speed, no request', async () => {
    const eta = createEtaEstimator({ ROUTING_URL: undefined, ROUTING_TIMEOUT_MS: 1500 }, logger);
    expect(await eta(AKWA, BONAPRISO, 'Douala')).toBe(etaMinutes(AKWA, BONAPRISO, 'Douala'));
    expect(asked).toEqual([]);
  });

  it('with an OSRM-compatible service: the road duration in minutes, asked once a minute per pair of points', async () => {
    const eta = createEtaEstimator({ ROUTING_URL: `${base}/`, ROUTING_TIMEOUT_MS: 1500 }, logger);
    expect(await eta(AKWA, BONAPRISO, 'Douala')).toBe(13);
    expect(asked).toEqual([
      '/route/v1/driving/9.70090,4.05110;9.69560,4.02970?overview=false&alternatives=false&steps=false',
    ]);
    expect(await eta(AKWA, BONAPRISO, 'Douala')).toBe(13);
    expect(asked).toHaveLength(1);
    answer = { status: 200, body: { code: 'Ok', routes: [{ duration: 10 }] } };
    expect(await eta(BONAPRISO, AKWA, 'Douala'), 'at least a minute').toBe(1);
  });

  it('falls back to the straight line when the service fails, finds no route or is too slow', async () => {
    const straight = etaMinutes(AKWA, BONAPRISO, 'Douala');
    const cases = [
      { status: 500, body: { message: 'boom' } },
      { status: 200, body: { code: 'NoRoute', routes: [] } },
      { status: 200, body: { code: 'Ok', routes: [{ duration: 'long' }] } },
      { status: 200, body: { code: 'Ok', routes: [{ duration: 600 }] }, delayMs: 400 },
    ];
    for (const next of cases) {
      answer = next;
      const eta = createEtaEstimator({ ROUTING_URL: base, ROUTING_TIMEOUT_MS: 150 }, logger);
      expect(await eta(AKWA, BONAPRISO, 'Douala'), JSON.stringify(next)).toBe(straight);
    }
    expect(warnings).toEqual([
      'routing service refused',
      'routing service found no route',
      'routing service found no route',
      'routing service unreachable',
    ]);
  });

  it('an unreachable service (nothing listening) answers the straight line too', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const eta = createEtaEstimator({ ROUTING_URL: `http://127.0.0.1:${port}`, ROUTING_TIMEOUT_MS: 500 }, logger);
    expect(await eta(AKWA, BONAPRISO, 'Yaoundé')).toBe(etaMinutes(AKWA, BONAPRISO, 'Yaoundé'));
  });
});
