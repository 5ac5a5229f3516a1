import type { PharmacistView, TRegisterPharmacistRequest } from '@sante/shared/pharmacist-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { shopPharmacies } from '../../db/schema/shop';
import { staffPharmacists } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { readPharmacist } from './list-pharmacists';
import { activeStaffProfile } from './staff-account';

export type PharmacistAdmin = { userId: string; role: string | null };

/** A partner pharmacy still active, or 422 on the field (null: the platform's own pharmacist). */
export async function assertPharmacy(tx: Db, pharmacyId: string | null) {
  if (!pharmacyId) return;
  const [pharmacy] = await tx
    .select({ id: shopPharmacies.id })
    .from(shopPharmacies)
    .where(and(eq(shopPharmacies.id, pharmacyId), eq(shopPharmacies.active, true)));
  if (!pharmacy) throw new AppError('validation_failed', { fieldErrors: { pharmacyId: ['validation.selectOption'] } });
}

export async function viewOf(db: Db, userId: string): Promise<PharmacistView> {
  const view = await readPharmacist(db, userId);
  if (!view) throw new AppError('not_found');
  return view;
}

/**
 * `POST /api/admin/shop/pharmacists` (`pharmacists.manage`, ADR 049): registers a staff account (not deleted) as a
 * pharmacist with their Ordre number and partner pharmacy. A patient's or a doctor's account is 422
 * `pharmacist_not_staff`; a second registration 409. Audited in the same transaction (ids only).
 */
export async function registerPharmacist(
  db: Db,
  admin: PharmacistAdmin,
  input: TRegisterPharmacistRequest,
): Promise<PharmacistView> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ staff: sql<boolean>`coalesce(${activeStaffProfile}, false)` })
      .from(userProfiles)
      .where(eq(userProfiles.userId, input.userId));
    if (!account) throw new AppError('validation_failed', { fieldErrors: { userId: ['validation.selectOption'] } });
    if (!account.staff) throw new AppError('pharmacist_not_staff');
    await assertPharmacy(tx, input.pharmacyId);
    const inserted = await tx
      .insert(staffPharmacists)
      .values({ userId: input.userId, ordreNumber: input.ordreNumber, pharmacyId: input.pharmacyId })
      .onConflictDoNothing()
      .returning({ userId: staffPharmacists.userId });
    if (inserted.length === 0) throw new AppError('pharmacist_already_registered');
    await audit(tx, {
      action: 'pharmacist.registered',
      outcome: 'success',
      actorId: admin.userId,
      actorRole: admin.role,
      targetType: 'user',
      targetId: input.userId,
      details: { pharmacyId: input.pharmacyId },
    });
  });
  return viewOf(db, input.userId);
}
