import type { AdminCarer } from '@sante/shared/carer-schemas';
import type { CarerAdminStatus } from '@sante/shared/doctor-constants';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, user } from '../../db/schema/auth';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';

/** `deleted` when the account's profile is deleted, otherwise the carer's status (pending until a profile exists). */
export const carerStatusSql = sql<CarerAdminStatus>`case when ${userProfiles.status} = 'deleted' then 'deleted' else coalesce(${doctorProfiles.status}, 'pending_verification') end`;

const columns = {
  id: userProfiles.userId,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  email: userProfiles.email,
  phone: userProfiles.phone,
  status: carerStatusSql,
  passwordSet: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${userProfiles.userId} and ${account.providerId} = 'credential' and ${account.password} is not null)`,
  hasProfile: sql<boolean>`${doctorProfiles.userId} is not null`,
  profession: doctorProfiles.profession,
  sex: doctorProfiles.sex,
  specialty: doctorProfiles.specialty,
  licenceNumber: doctorProfiles.licenceNumber,
  facility: doctorProfiles.facility,
  city: sql<string | null>`coalesce(${doctorProfiles.city}, ${userProfiles.city})`,
  zone: doctorProfiles.zone,
  payoutPhone: doctorProfiles.payoutPhone,
  yearsOfExperience: doctorProfiles.yearsOfExperience,
  bio: doctorProfiles.bio,
  consultationFeeXaf: doctorProfiles.consultationFeeXaf,
  homeVisitRadiusKm: doctorProfiles.homeVisitRadiusKm,
  latitude: doctorProfiles.latitude,
  longitude: doctorProfiles.longitude,
  createdAt: user.createdAt,
};

/** Carers as staff see them: every `medecin` account, with its profile when there is one. */
export function selectCarers(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.userId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
    .where(and(eq(userProfiles.role, 'medecin'), where));
}

export function carerView(row: Awaited<ReturnType<typeof selectCarers>>[number]): AdminCarer {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** One carer account (404 `not_found` for any other id, including staff and patient accounts). */
export async function findCarer(db: Db, carerId: string): Promise<AdminCarer> {
  const [row] = await selectCarers(db, eq(userProfiles.userId, carerId));
  if (!row) throw new AppError('not_found');
  return carerView(row);
}
