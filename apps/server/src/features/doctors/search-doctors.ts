import { BOOKABLE_VISIT_KINDS, type VisitKind } from '@sante/shared/availability-constants';
import { professionForService, SERVICE_KINDS_BY_VISIT } from '@sante/shared/catalogue-constants';
import type {
  DirectoryDoctor,
  DoctorSearchResponse,
  PublicDoctor,
  TDoctorSearchQuery,
} from '@sante/shared/directory-schemas';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { doctorProfiles, doctorReviews } from '../../db/schema/doctors';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { photoObject, photoOfCarer, photoUrlSql } from './carer-photo';
import { activeServices, carerPrice } from './directory-price';
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

/**
 * Listed doctors: active medecin accounts, not banned, verified by staff (ADR 032), with a fee and a position (a
 * "complete" profile).
 */
const listedDoctor = and(
  eq(userProfiles.role, 'medecin'),
  eq(doctorProfiles.status, 'active'),
  eq(userProfiles.status, 'active'),
  sql`coalesce(${user.banned}, false) = false`,
  isNotNull(doctorProfiles.consultationFeeXaf),
  isNotNull(doctorProfiles.latitude),
  isNotNull(doctorProfiles.longitude),
);

function selection(db: Db, origin: Point | null) {
  const r = ratings(db);
  const photo = photoObject(db);
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
      photoUrl: photoUrlSql(photo),
    })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .leftJoin(r, eq(r.doctorId, doctorProfiles.userId))
    .leftJoin(photo, photoOfCarer(photo));
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

/** The doctors among `doctorIds` with a free slot of one of `kinds` on `date` (availability's computation). */
export type DayFilter = (
  date: string,
  doctorIds: readonly string[],
  kinds: readonly VisitKind[],
) => Promise<ReadonlySet<string>>;

/** Each carer's first free slot of one of `kinds` within 14 days, and the kinds they open (availability's). */
export type NextFreeLookup = (
  doctorIds: readonly string[],
  kinds: readonly VisitKind[],
) => Promise<ReadonlyMap<string, { startsAt: string; kinds: VisitKind[] }>>;

export type DirectoryOptions = {
  onDay: DayFilter;
  nextFree: NextFreeLookup;
  /** Staff see every listed carer (their booking screens' filters); everyone else only those who can be booked. */
  includeUnbookable: boolean;
};

/**
 * The public directory: listed doctors matching the filters, nearest first (then best rated), one page. Only carers
 * with a free slot of a bookable kind of visit in the next 14 days and a service they deliver are offered, each with
 * that slot and the price a booking is charged (`directory-price.ts`); the maximum price applies to that price.
 * Free slots are not SQL: every match is read, then the page is cut.
 */
export async function searchDoctors(
  db: Db,
  query: TDoctorSearchQuery,
  origin: Point | null,
  options: DirectoryOptions,
): Promise<DoctorSearchResponse> {
  const catalogue = await activeServices(db);
  const chosen = query.serviceId ? catalogue.find((service) => service.id === query.serviceId) : null;
  if (chosen === undefined)
    throw new AppError('validation_failed', { fieldErrors: { serviceId: ['validation.selectOption'] } });
  const kinds = BOOKABLE_VISIT_KINDS.filter(
    (kind) =>
      (query.kind === undefined || kind === query.kind) &&
      (chosen === null || SERVICE_KINDS_BY_VISIT[kind].includes(chosen.kind)),
  );
  const { query: base, distance, rating } = selection(db, origin);
  const where = and(
    listedDoctor,
    query.specialty ? eq(doctorProfiles.specialty, query.specialty) : undefined,
    query.profession ? eq(doctorProfiles.profession, query.profession) : undefined,
    chosen ? eq(doctorProfiles.profession, professionForService(chosen.kind)) : undefined,
    query.city ? eq(doctorProfiles.city, query.city) : undefined,
  );
  const order = [
    ...(origin ? [asc(distance)] : []),
    desc(sql`coalesce(${rating.average}, 0)`),
    desc(sql`coalesce(${rating.count}, 0)`),
    asc(userProfiles.lastName),
    asc(doctorProfiles.userId),
  ];
  const rows: PublicDoctor[] = await base.where(where).orderBy(...order);
  const next = await options.nextFree(
    rows.map((row) => row.id),
    kinds,
  );
  let doctors: DirectoryDoctor[] = rows.map((row) => {
    const slot = next.get(row.id);
    return {
      ...row,
      nextAvailableAt: slot?.startsAt ?? null,
      price: carerPrice(catalogue, { profession: row.profession, kinds: slot?.kinds ?? [] }, chosen),
    };
  });
  if (!options.includeUnbookable) doctors = doctors.filter((doctor) => doctor.nextAvailableAt && doctor.price);
  const { maxPrice } = query;
  if (maxPrice !== undefined) doctors = doctors.filter((doctor) => doctor.price && doctor.price.xaf <= maxPrice);
  if (query.date !== undefined) {
    const free = await options.onDay(
      query.date,
      doctors.map((doctor) => doctor.id),
      kinds,
    );
    doctors = doctors.filter((doctor) => free.has(doctor.id));
  }
  const start = (query.page - 1) * query.perPage;
  return {
    doctors: doctors.slice(start, start + query.perPage),
    total: doctors.length,
    page: query.page,
    perPage: query.perPage,
  };
}

/** Whether the carer is listed (active, verified, complete): the only carers whose photo is served. */
export async function isListedCarer(db: Db, carerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doctorProfiles.userId })
    .from(doctorProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, doctorProfiles.userId))
    .innerJoin(user, eq(user.id, doctorProfiles.userId))
    .where(and(listedDoctor, eq(doctorProfiles.userId, carerId)));
  return row !== undefined;
}

/** One listed doctor's public card (404 for anyone else, including unlisted doctors). */
export async function getPublicDoctor(db: Db, doctorId: string): Promise<PublicDoctor | null> {
  const { query } = selection(db, null);
  const [row] = await query.where(and(listedDoctor, eq(doctorProfiles.userId, doctorId)));
  return row ?? null;
}
