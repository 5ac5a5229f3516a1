import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import type { OrderPrescriptionDetail } from '@sante/shared/order-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopOrders } from '../../db/schema/shop-orders';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { ORDER_PRESCRIPTIONS_BUCKET } from '../storage/storage-buckets';
import type { OrderActor } from './move-order';
import { readerScope, type OrderReader } from './order-view';
import { pharmacistOrdreNumber } from './review-order';

/** A 5-minute signed URL of an order's uploaded prescription (private bucket `order-prescriptions`). */
async function signedUpload(db: Db, secret: string, objectId: string): Promise<OrderPrescriptionDetail> {
  const [object] = await db
    .select({ name: storageObjects.name, key: storageObjects.key, mimeType: storageObjects.mimeType })
    .from(storageObjects)
    .where(and(eq(storageObjects.id, objectId), eq(storageObjects.bucketId, ORDER_PRESCRIPTIONS_BUCKET)));
  if (!object) throw new AppError('not_found');
  const exp = Math.floor(Date.now() / 1000) + MEDICAL_DOCUMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: ORDER_PRESCRIPTIONS_BUCKET, path: object.name };
  const token = objectTokens(secret).sign(target, { purpose: 'download', exp, key: object.key });
  return {
    kind: 'upload',
    url: objectUrl('sign', target.bucket, target.path, token),
    expiresAt: new Date(exp * 1000).toISOString(),
    contentType: object.mimeType,
  };
}

/**
 * The prescription of an order, read by its patient (their upload only: another's order is 404) or by a pharmacist
 * reviewing it (`shop_orders.review`, an active registered pharmacist of the order's pharmacy, ADR 049): the upload's signed URL, or the signed platform prescription's lines. Every
 * read is audited (ids only).
 */
export async function readOrderPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  reader: OrderReader,
  actor: NonNullable<OrderActor>,
  orderId: string,
): Promise<OrderPrescriptionDetail> {
  const [order] = await deps.db
    .select({
      prescriptionId: shopOrders.prescriptionId,
      objectId: shopOrders.prescriptionObjectId,
      pharmacyId: shopOrders.pharmacyId,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), readerScope(reader)));
  if (!order) throw new AppError('not_found');
  if (reader === 'staff') await pharmacistOrdreNumber(deps.db, actor.userId, order.pharmacyId);
  let detail: OrderPrescriptionDetail | null = null;
  if (order.objectId) detail = await signedUpload(deps.db, deps.env.AUTH_SECRET, order.objectId);
  else if (order.prescriptionId && reader === 'staff') {
    const [prescription] = await deps.db
      .select()
      .from(prescriptions)
      .where(and(eq(prescriptions.id, order.prescriptionId), eq(prescriptions.status, 'signed')));
    if (prescription?.prescriber && prescription.signedAt)
      detail = {
        kind: 'platform',
        prescriber: prescription.prescriber,
        signedAt: prescription.signedAt.toISOString(),
        medicines: prescription.medicines,
        dispensedAt: prescription.dispensedAt?.toISOString() ?? null,
      };
  }
  if (!detail) throw new AppError('not_found');
  await audit(deps.db, {
    action: 'shop_order.prescription_read',
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'shop_order',
    targetId: orderId,
  });
  return detail;
}
