import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-server';
import { EARTH_RADIUS_KM, greatCircleKmSql } from './great-circle-sql';

/** Reference haversine in JavaScript. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const DOUALA = { latitude: 4.0511, longitude: 9.7679 };
const YAOUNDE = { latitude: 3.848, longitude: 11.5021 };
const BAFOUSSAM = { latitude: 5.4781, longitude: 10.4179 };
const GAROUA = { latitude: 9.3017, longitude: 13.3921 };
const AKWA = { latitude: 4.048, longitude: 9.704 };

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.database.close();
  await testDatabase.drop();
});

async function sqlKm(a: typeof DOUALA, b: typeof DOUALA): Promise<number> {
  const [row] = await testDatabase.database.db.select({ km: greatCircleKmSql(a, b) }).from(sql`(values (1)) as one(x)`);
  return Number(row?.km);
}

describe('greatCircleKmSql', () => {
  it.each([
    ['Douala–Yaoundé', DOUALA, YAOUNDE, 190, 250],
    ['Douala–Bafoussam', DOUALA, BAFOUSSAM, 150, 190],
    ['Yaoundé–Garoua', YAOUNDE, GAROUA, 610, 670],
    ['Douala–Akwa', DOUALA, AKWA, 6, 8],
  ])('%s: same as the JavaScript reference, in the expected range', async (_name, a, b, min, max) => {
    const km = await sqlKm(a, b);
    expect(km).toBeCloseTo(haversineKm(a, b), 6);
    expect(km).toBeGreaterThan(min);
    expect(km).toBeLessThan(max);
    expect(await sqlKm(b, a)).toBeCloseTo(km, 9);
  });

  it('is zero for the same point', async () => {
    expect(await sqlKm(DOUALA, DOUALA)).toBe(0);
  });
});
