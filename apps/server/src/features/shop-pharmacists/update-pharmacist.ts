import type { PharmacistView, TUpdatePharmacistRequest } from '@sante/shared/pharmacist-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffPharmacists } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { assertPharmacy, viewOf, type PharmacistAdmin } from './register-pharmacist';

/**
 * `PUT /api/admin/shop/pharmacists/{userId}`: corrects the Ordre number or the pharmacy, deactivates (the pharmacist
 * stops reviewing at once) or reactivates. Orders already reviewed keep the number they were reviewed under.
 */
export async function updatePharmacist(
  db: Db,
  admin: PharmacistAdmin,
  userId: string,
  input: TUpdatePharmacistRequest,
): Promise<PharmacistView> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffPharmacists).where(eq(staffPharmacists.userId, userId)).for('update');
    if (!before) throw new AppError('not_found');
    await assertPharmacy(tx, input.pharmacyId);
    await tx
      .update(staffPharmacists)
      .set({
        ordreNumber: input.ordreNumber,
        pharmacyId: input.pharmacyId,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(staffPharmacists.userId, userId));
    await audit(tx, {
      action: before.active && !input.active ? 'pharmacist.deactivated' : 'pharmacist.updated',
      outcome: 'success',
      actorId: admin.userId,
      actorRole: admin.role,
      targetType: 'user',
      targetId: userId,
      details: {
        numberChanged: before.ordreNumber !== input.ordreNumber,
        pharmacyId: input.pharmacyId,
        active: input.active,
      },
    });
  });
  return viewOf(db, userId);
}
