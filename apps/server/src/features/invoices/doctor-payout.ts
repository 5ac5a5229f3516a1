import type { PayoutDetails, ZPayoutPhoneRequestSchema } from '@sante/shared/invoice-schemas';
import { mobileMoneyOperatorOf } from '@sante/shared/phone';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';

export type PayoutActor = { userId: string; role: string | null; ip: string; requestId: string };

function details(payoutPhone: string | null): PayoutDetails {
  return { payoutPhone, operator: payoutPhone ? mobileMoneyOperatorOf(payoutPhone) : null };
}

/** `GET /api/doctor/payout`: the caller's own payout number (404 until their professional profile exists). */
export async function readPayoutPhone(db: Db, carerId: string): Promise<PayoutDetails> {
  const [row] = await db
    .select({ payoutPhone: doctorProfiles.payoutPhone })
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, carerId));
  if (!row) throw new AppError('not_found');
  return details(row.payoutPhone);
}

/**
 * `PUT /api/doctor/payout`: only the carer sets the number their share is paid to (the where-clause is the caller);
 * audited, without the number (ids only).
 */
export async function savePayoutPhone(
  db: Db,
  actor: PayoutActor,
  input: z.output<typeof ZPayoutPhoneRequestSchema>,
): Promise<PayoutDetails> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(doctorProfiles)
      .set({ payoutPhone: input.payoutPhone })
      .where(eq(doctorProfiles.userId, actor.userId))
      .returning({ payoutPhone: doctorProfiles.payoutPhone });
    if (!row) throw new AppError('not_found');
    await audit(tx, {
      action: input.payoutPhone ? 'doctor.payout_phone_set' : 'doctor.payout_phone_remove',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'doctor_profile',
      targetId: actor.userId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return details(row.payoutPhone);
  });
}
