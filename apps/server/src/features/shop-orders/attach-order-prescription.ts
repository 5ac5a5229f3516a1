import { ORDER_REVIEW_HOURS, type OrderView } from '@sante/shared/order-constants';
import type { TAttachOrderPrescriptionRequest } from '@sante/shared/order-schemas';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { loadBucket, ORDER_PRESCRIPTIONS_BUCKET } from '../storage/storage-buckets';
import { pgErrorCode, writeObject } from '../storage/write-object';
import { moveOrder, type OrderActor } from './move-order';
import { readOrder, type OrderRow } from './order-view';

type Patient = NonNullable<OrderActor>;

/** The caller's own order awaiting its prescription, locked (another's: 404; another state: 409). */
async function orderAwaitingPrescription(tx: Db, patient: Patient, orderId: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.patientId, patient.userId)))
    .for('update');
  if (!order) throw new AppError('not_found');
  if (order.status !== 'awaiting_prescription') throw new AppError('order_invalid_transition');
  return order;
}

/** The prescription is joined: the order goes to the pharmacist, who has `ORDER_REVIEW_HOURS` to review it. */
async function sendToReview(
  tx: Db,
  deps: Pick<AppDeps, 'env'>,
  patient: Patient,
  order: OrderRow,
  joined: { prescriptionId: string } | { prescriptionObjectId: string },
  now: Date,
): Promise<void> {
  try {
    await tx
      .update(shopOrders)
      .set({ ...joined, reviewBy: new Date(now.getTime() + ORDER_REVIEW_HOURS * 3_600_000) })
      .where(eq(shopOrders.id, order.id));
  } catch (error) {
    // The partial unique index: this prescription already serves another open order.
    if (pgErrorCode(error) === '23505') throw new AppError('prescription_in_use');
    throw error;
  }
  await moveOrder(tx, deps.env, order, 'pharmacist_review', patient);
  await audit(tx, {
    action: 'shop_order.prescription_attached',
    outcome: 'success',
    actorId: patient.userId,
    actorRole: patient.role,
    targetType: 'shop_order',
    targetId: order.id,
    details:
      'prescriptionId' in joined
        ? { prescriptionId: joined.prescriptionId }
        : { objectId: joined.prescriptionObjectId },
  });
}

/**
 * `POST /api/shop/orders/{id}/prescription`: one tap attaches one of the patient's own signed prescriptions from a
 * platform doctor (ADR 034). Another's prescription or a draft: 404; one already dispensed: 409
 * `prescription_already_dispensed`; one attached to another open order: 409 `prescription_in_use`.
 */
export async function attachPlatformPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  patient: Patient,
  orderId: string,
  input: TAttachOrderPrescriptionRequest,
  now = new Date(),
): Promise<OrderView> {
  await deps.db.transaction(async (tx) => {
    const order = await orderAwaitingPrescription(tx, patient, orderId);
    const [prescription] = await tx
      .select({ id: prescriptions.id, dispensedAt: prescriptions.dispensedAt })
      .from(prescriptions)
      .where(
        and(
          eq(prescriptions.id, input.prescriptionId),
          eq(prescriptions.patientId, patient.userId),
          eq(prescriptions.status, 'signed'),
        ),
      );
    if (!prescription) throw new AppError('not_found');
    if (prescription.dispensedAt) throw new AppError('prescription_already_dispensed');
    await sendToReview(tx, deps, patient, order, { prescriptionId: prescription.id }, now);
  });
  const view = await readOrder(deps.db, orderId, { patientId: patient.userId });
  if (!view) throw new AppError('not_found');
  return view;
}

/**
 * `POST /api/shop/orders/{id}/prescription/upload` (multipart `file`): the photo or PDF of a paper prescription,
 * stored in the private bucket `order-prescriptions` (type checked against the bytes, the patient's quota).
 */
export async function uploadOrderPrescription(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  patient: Patient,
  orderId: string,
  file: { bytes: Uint8Array; contentType: string | null },
  now = new Date(),
): Promise<OrderView> {
  // Checked before the bytes are written (and again under the lock, in the recording transaction).
  await deps.db.transaction((tx) => orderAwaitingPrescription(tx, patient, orderId));
  const bucket = await loadBucket(deps.db, ORDER_PRESCRIPTIONS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${patient.userId}/${orderId}-${randomUUID()}`,
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: patient.userId,
    mode: 'create',
    onStored: async (tx, object) => {
      const order = await orderAwaitingPrescription(tx, patient, orderId);
      await sendToReview(tx, deps, patient, order, { prescriptionObjectId: object.id }, now);
    },
  });
  const view = await readOrder(deps.db, orderId, { patientId: patient.userId });
  if (!view) throw new AppError('not_found');
  return view;
}
