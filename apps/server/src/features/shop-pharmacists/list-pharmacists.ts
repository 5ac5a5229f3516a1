import type { PharmacistView, PharmacistsResponse } from '@sante/shared/pharmacist-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { shopPharmacies } from '../../db/schema/shop';
import { staffPharmacists } from '../../db/schema/shop-orders';
import { activeStaffProfile, profileName, profileRole } from './staff-account';

const pharmacistColumns = {
  userId: staffPharmacists.userId,
  name: profileName,
  email: userProfiles.email,
  role: profileRole,
  ordreNumber: staffPharmacists.ordreNumber,
  pharmacyId: staffPharmacists.pharmacyId,
  pharmacyName: shopPharmacies.name,
  active: staffPharmacists.active,
  updatedAt: staffPharmacists.updatedAt,
};

type PharmacistRow = Omit<PharmacistView, 'email' | 'updatedAt'> & { email: string | null; updatedAt: Date };

const toView = (row: PharmacistRow): PharmacistView => ({
  ...row,
  email: row.email ?? '',
  updatedAt: row.updatedAt.toISOString(),
});

/** One registered pharmacist with their account and pharmacy, or undefined. */
export async function readPharmacist(db: Db, userId: string): Promise<PharmacistView | undefined> {
  const [row] = await db
    .select(pharmacistColumns)
    .from(staffPharmacists)
    .innerJoin(userProfiles, eq(userProfiles.userId, staffPharmacists.userId))
    .leftJoin(shopPharmacies, eq(shopPharmacies.id, staffPharmacists.pharmacyId))
    .where(eq(staffPharmacists.userId, userId));
  return row ? toView(row) : undefined;
}

/**
 * `GET /api/admin/shop/pharmacists` (`pharmacists.manage`, ADR 049): the registered pharmacists (active first), the
 * staff accounts that may still be registered (not deleted, not yet registered) and the partner pharmacies.
 */
export async function listPharmacists(db: Db): Promise<PharmacistsResponse> {
  const rows = await db
    .select(pharmacistColumns)
    .from(staffPharmacists)
    .innerJoin(userProfiles, eq(userProfiles.userId, staffPharmacists.userId))
    .leftJoin(shopPharmacies, eq(shopPharmacies.id, staffPharmacists.pharmacyId))
    .orderBy(asc(userProfiles.lastName), asc(userProfiles.firstName));
  const candidates = await db
    .select({ userId: userProfiles.userId, name: profileName, email: userProfiles.email, role: profileRole })
    .from(userProfiles)
    .leftJoin(staffPharmacists, eq(staffPharmacists.userId, userProfiles.userId))
    .where(and(activeStaffProfile, isNull(staffPharmacists.userId)))
    .orderBy(asc(userProfiles.lastName), asc(userProfiles.firstName));
  const pharmacies = await db
    .select({ id: shopPharmacies.id, name: shopPharmacies.name, city: shopPharmacies.city })
    .from(shopPharmacies)
    .where(eq(shopPharmacies.active, true))
    .orderBy(asc(shopPharmacies.name));
  return {
    pharmacists: rows.map(toView).sort((a, b) => Number(b.active) - Number(a.active)),
    candidates: candidates.map((row) => ({ ...row, email: row.email ?? '' })),
    pharmacies,
  };
}
