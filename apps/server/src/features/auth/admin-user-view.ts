import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';

/** A user as the admin API shows it (profile role, status, contact, dates). */
export const adminUserColumns = {
  id: user.id,
  email: userProfiles.email,
  phone: userProfiles.phone,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  role: userProfiles.role,
  status: userProfiles.status,
  city: userProfiles.city,
  neighbourhood: userProfiles.neighbourhood,
  createdAt: user.createdAt,
};

export async function findAdminUser(db: Db, userId: string) {
  const [row] = await db
    .select(adminUserColumns)
    .from(user)
    .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('user_not_found');
  return row;
}
