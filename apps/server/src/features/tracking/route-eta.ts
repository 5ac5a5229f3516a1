import type { GeoPoint } from '@sante/shared/clock-constants';
import { etaMinutes } from '@sante/shared/tracking-constants';
import type { Env } from '../../env';

/** Minutes from a carer's position to a visit's door (at least 1). */
export type EtaEstimator = (from: GeoPoint, to: GeoPoint, city: string | null) => Promise<number>;

/** An answer of the routing service is reused this long for the same two points (rounded to ~11 m). */
const CACHE_MS = 60_000;
const CACHE_MAX = 2_000;

/** `lon,lat` with 5 decimals (about a metre), the order OSRM wants. */
const coordinates = (point: GeoPoint) => `${point.longitude.toFixed(5)},${point.latitude.toFixed(5)}`;
const cacheKey = (from: GeoPoint, to: GeoPoint) =>
  [from.latitude, from.longitude, to.latitude, to.longitude].map((value) => value.toFixed(4)).join(',');

type OsrmRoute = { code?: unknown; routes?: Array<{ duration?: unknown }> };

/**
 * The carers' estimated arrival (ADR 046): by road through an OSRM-compatible service when `ROUTING_URL` is set,
 * otherwise (and whenever the service fails, is slow or finds no route) the straight line at the city's speed of
 * ADR 040. Answers are cached a minute per pair of points, so the map and the patient's card ask once.
 */
export function createEtaEstimator(
  env: Pick<Env, 'ROUTING_URL' | 'ROUTING_TIMEOUT_MS'>,
  logger: { warn: (fields: object, message: string) => void },
  fetchImpl: typeof fetch = fetch,
): EtaEstimator {
  const base = env.ROUTING_URL?.replace(/\/+$/, '');
  if (!base) return (from, to, city) => Promise.resolve(etaMinutes(from, to, city));
  const cache = new Map<string, { minutes: number; until: number }>();

  async function byRoad(from: GeoPoint, to: GeoPoint): Promise<number | null> {
    const url = `${base}/route/v1/driving/${coordinates(from)};${coordinates(to)}?overview=false&alternatives=false&steps=false`;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(env.ROUTING_TIMEOUT_MS) });
      if (!res.ok) {
        logger.warn({ status: res.status }, 'routing service refused');
        return null;
      }
      const body = (await res.json()) as OsrmRoute;
      const seconds = body.code === 'Ok' ? body.routes?.[0]?.duration : undefined;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
        logger.warn({ code: typeof body.code === 'string' ? body.code : null }, 'routing service found no route');
        return null;
      }
      return Math.max(1, Math.round(seconds / 60));
    } catch (error) {
      logger.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'routing service unreachable');
      return null;
    }
  }

  return async (from, to, city) => {
    const key = cacheKey(from, to);
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.until > now) return cached.minutes;
    const minutes = await byRoad(from, to);
    if (minutes === null) return etaMinutes(from, to, city);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, { minutes, until: now + CACHE_MS });
    return minutes;
  };
}
