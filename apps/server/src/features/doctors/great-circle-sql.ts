import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Mean Earth radius used by the haversine formula, km. */
export const EARTH_RADIUS_KM = 6371;

/** Degrees: numbers (bound as parameters) or columns. */
type SqlPoint = { latitude: SQLWrapper | number; longitude: SQLWrapper | number };

/**
 * Great-circle distance in km between two points, computed by PostgreSQL (haversine; `least(1, ...)` keeps
 * rounding from pushing asin out of its domain for antipodal points). Plain SQL functions: runs on PGlite
 * and PostgreSQL without PostGIS.
 */
export function greatCircleKmSql(from: SqlPoint, to: SqlPoint): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${to.latitude}::double precision - ${from.latitude}::double precision) / 2), 2)
    + cos(radians(${from.latitude}::double precision)) * cos(radians(${to.latitude}::double precision))
    * power(sin(radians(${to.longitude}::double precision - ${from.longitude}::double precision) / 2), 2)
  ))))`;
}
