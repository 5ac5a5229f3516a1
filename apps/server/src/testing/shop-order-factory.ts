import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-context';
import { payments } from '../db/schema/payments';
import { shopCategories, shopPharmacies } from '../db/schema/shop';
import { shopOrders } from '../db/schema/shop-orders';

const HOURS = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));

/**
 * An order of `patientId` cancelled after it was paid (5 000 FCFA by MTN Mobile Money), its payment owed back
 * (`order_closed`): what staff refund from the orders queue (ADR 043). Returns the order's id.
 */
export async function createOrderToRefund(deps: Pick<AppDeps, 'db'>, patientId: string): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  return deps.db.transaction(async (tx) => {
    await tx.insert(shopCategories).values({ slug: `remboursement-${suffix}`, nameFr: 'Essais', nameEn: 'Tests' });
    const [pharmacy] = await tx
      .insert(shopPharmacies)
      .values({
        slug: `pharmacie-${suffix}`,
        name: `Pharmacie ${suffix}`,
        ordreNumber: `ONPC-${suffix}`,
        city: 'Douala',
        quartier: 'Akwa',
        address: 'Rue de test',
        latitude: 4,
        longitude: 9,
        phone: '+237699000000',
        weeklyHours: HOURS,
      })
      .returning({ id: shopPharmacies.id });
    if (!pharmacy) throw new Error('pharmacy not inserted');
    const [order] = await tx
      .insert(shopOrders)
      .values({
        number: `CMD-1999-${suffix}`,
        patientId,
        status: 'cancelled',
        fulfilment: 'pickup',
        pharmacyId: pharmacy.id,
        contactName: 'Aline Ekwalla',
        contactPhone: '+237699123456',
        paymentChoice: 'mobile_money',
        subtotalXaf: 5000,
        deliveryFeeXaf: 0,
        totalXaf: 5000,
        vatXaf: 806,
        commissionXaf: 500,
        vatRateBp: 1925,
        commissionRateBp: 1000,
        handoverCode: '123456',
      })
      .returning({ id: shopOrders.id });
    if (!order) throw new Error('order not inserted');
    await tx.insert(payments).values({
      payableType: 'shop_order',
      payableId: order.id,
      payerId: patientId,
      amount: 5000,
      provider: 'sandbox',
      method: 'mtn_momo',
      phone: '+237677123456',
      status: 'succeeded',
      refundReason: 'order_closed',
      idempotencyScope: patientId,
      idempotencyKey: `refund-${order.id}`,
      settledAt: new Date(),
    });
    return order.id;
  });
}
