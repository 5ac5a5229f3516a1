import type { DoctorSearchResponse, PublicDoctor, TDoctorSearchQuery } from '@sante/shared/directory-schemas';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { doctorProfiles, doctorReviews } from '../../db/schema/doctors';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { greatCircleKmSql } from './great-circle-sql';

type Point = { latitude: number; longitude: number };

/** Average stars and number of reviews per doctor, computed at query time (ADR 013: nothing stored). */
const ratings = (db: Db) =>
  db
    .select({
      doctorId: doctorReviews.doctorId,
      average: sql<number>`round(avg(${doctorReviews.stars})::numeric, 1)::double precision`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(doctorReviews)
    .groupBy(doctorReviews.doctorId)
    .as('ratings');

/** Listed doctors: active medecin accounts, not banned, with a fee and a position (a "complete" profile). */
const listedDoctor = and(
  eq(userProfiles.role, 'medecin'),
  eq(userProfiles.status, 'active'),
  sql`coalesce(${user.banned}, false) = false`,
  isNotNull(doctorProfiles.consultationFeeXaf),
  isNotNull(doctorProfiles.latitude),
  isNotNull(doctorProfiles.longitude),
);

function selection(db: Db, origin: Point | null) {
  const r = ratings(db);
  const distance = origin
    ? sql<number>`round((${greatCircleKmSql(origin, doctorProfiles)})::numeric, 1)::double precision`
    : sql<null>`null::double precision`;
  const query = db
    .select({
      id: doctorProfiles.userId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      specialty: doctorProfiles.specialty,
      city: doctorProfiles.city,
      yearsOfExperience: doctorProfiles.yearsOfExperience,
      bio: doctorProfiles.bio,
      consultationFeeXaf: sql<number>`${doctorProfiles.consultationFeeXaf}`,
      homeVisitRadiusKm: doctorProfiles.homeVisitRadiusKm,
      latitude: sql<number>`${doctorProfiles.latitude}`,
      longitude: sql<number>`${doctorProfiles.longitude}`,
      distanceKm: distance,
      ratingAverage: sql<number | null>`${r.average}`,
      ratingCount: sql<number>`coalesce(${r.count}, 0)`,
    })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .leftJoin(r, eq(r.doctorId, doctorProfiles.userId));
  return { query, distance, rating: r };
}

/** The signed-in patient's saved position (scoped by their id), used when the search gives no point. */
export async function patientPosition(db: Db, patientId: string): Promise<Point | null> {
  const [row] = await db
    .select({ latitude: patientProfiles.latitude, longitude: patientProfiles.longitude })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, patientId));
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** The doctors among `doctorIds` with a free slot on `date` (availability's computation). */
export type DayFilter = (date: string, doctorIds: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The public directory: listed doctors matching the filters, nearest first (then best rated), one page.
 */
export async function searchDoctors(
  db: Db,
  query: TDoctorSearchQuery,
  origin: Point | null,
  onDay: DayFilter,
): Promise<DoctorSearchResponse> {
  const { query: base, distance, rating } = selection(db, origin);
  const where = and(
    listedDoctor,
    query.specialty ? eq(doctorProfiles.specialty, query.specialty) : undefined,
    query.profession ? eq(doctorProfiles.profession, query.profession) : undefined,
    query.city ? eq(doctorProfiles.city, query.city) : undefined,
    query.maxPrice !== undefined ? lte(doctorProfiles.consultationFeeXaf, query.maxPrice) : undefined,
  );
  const order = [
    ...(origin ? [asc(distance)] : []),
    desc(sql`coalesce(${rating.average}, 0)`),
    desc(sql`coalesce(${rating.count}, 0)`),
    asc(userProfiles.lastName),
    asc(doctorProfiles.userId),
  ];
  const start = (query.page - 1) * query.perPage;
  const page = { page: query.page, perPage: query.perPage };
  if (query.date !== undefined) {
    // The free-slot computation is not SQL: filter every match, then cut the page.
    const rows: PublicDoctor[] = await base.where(where).orderBy(...order);
    const free = await onDay(
      query.date,
      rows.map((row) => row.id),
    );
    const matching = rows.filter((row) => free.has(row.id));
    return { doctors: matching.slice(start, start + query.perPage), total: matching.length, ...page };
  }
  const doctors: PublicDoctor[] = await base
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset(start);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(where);
  return { doctors, total: counted?.total ?? 0, ...page };
}

/** One listed doctor's public card (404 for anyone else, including unlisted doctors). */
export async function getPublicDoctor(db: Db, doctorId: string): Promise<PublicDoctor | null> {
  const { query } = selection(db, null);
  const [row] = await query.where(and(listedDoctor, eq(doctorProfiles.userId, doctorId)));
  return row ?? null;
}
