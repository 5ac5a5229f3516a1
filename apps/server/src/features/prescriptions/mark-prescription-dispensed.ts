import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { AppError } from '../../lib/app-error';

/**
 * Marks a signed prescription dispensed, once (ADR 034): the first pharmacy wins (`where dispensed_at is null`), a
 * second is 409 `prescription_already_dispensed`. Used by the public dispensing page and by the shop's hand-over of
 * an order that carried the prescription (ADR 042).
 */
export async function markPrescriptionDispensed(
  db: Db,
  id: string,
  by: { pharmacy: string; pharmacistLicence: string },
  now: Date,
): Promise<void> {
  const [dispensed] = await db
    .update(prescriptions)
    .set({ dispensedAt: now, dispensedPharmacy: by.pharmacy, dispensedPharmacistLicence: by.pharmacistLicence })
    .where(and(eq(prescriptions.id, id), eq(prescriptions.status, 'signed'), isNull(prescriptions.dispensedAt)))
    .returning({ id: prescriptions.id });
  if (!dispensed) throw new AppError('prescription_already_dispensed');
}
