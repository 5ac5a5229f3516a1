import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-context';
import { payments } from '../db/schema/payments';
import { shopCategories, shopPharmacies, shopPharmacyStock, shopProducts } from '../db/schema/shop';
import { shopOrderLines, shopOrders, staffPharmacists } from '../db/schema/shop-orders';
import { signedIn, type SignedIn } from './signed-in-client';
import type { TestServer } from './test-server';

const HOURS = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));

/** A partner pharmacy of Douala open every day 8 h-20 h, named after `slug`. */
async function insertTestPharmacy(db: Pick<AppDeps, 'db'>['db'], slug: string) {
  const [pharmacy] = await db
    .insert(shopPharmacies)
    .values({
      slug,
      name: `Pharmacie ${slug}`,
      ordreNumber: `ONPC-${slug}`,
      city: 'Douala',
      quartier: 'Akwa',
      address: 'Rue de test',
      latitude: 4,
      longitude: 9,
      phone: '+237699000000',
      weeklyHours: HOURS,
    })
    .returning();
  if (!pharmacy) throw new Error('pharmacy not inserted');
  return pharmacy;
}

export type RxShop = {
  pharmacyId: string;
  /**
   * A health product, a prescription-only brand, its generic (same DCI, form and strength), an unrelated prescription
   * medicine, and the same DCI at another strength (not a generic of the brand).
   */
  thermometer: string;
  brand: string;
  generic: string;
  other: string;
  stronger: string;
};

/** A partner pharmacy of Douala stocking a thermometer, an antimalarial brand, its generic and others (ADR 042's tests). */
export async function createRxShop(deps: Pick<AppDeps, 'db'>): Promise<RxShop> {
  const { db } = deps;
  const tag = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(shopCategories)
    .values({ slug: `rx-${tag}`, nameFr: 'Essais', nameEn: 'Tests' })
    .returning();
  const base = { categoryId: category!.id, description: 'Produit de test', priceXaf: 100, packSize: '1' };
  const medicine = (slug: string, name: string, dci: string, strength = '20 mg / 120 mg') => ({
    ...base,
    slug: `${slug}-${tag}`,
    name,
    kind: 'medicine' as const,
    dci,
    form: 'comprimé',
    strength,
    ammNumber: 'AMM-TEST',
    prescriptionClass: 'rx' as const,
    searchWords: [slug],
  });
  const [thermometer, brand, generic, other, stronger] = await db
    .insert(shopProducts)
    .values([
      { ...base, slug: `thermo-${tag}`, name: 'Thermomètre', kind: 'health_product', searchWords: ['thermo'] },
      medicine('coartem', 'Coartem 20/120', 'Artéméther + luméfantrine'),
      medicine('generique', 'Artéméther-Luméfantrine Générique', 'artéméther + luméfantrine '),
      medicine('amoxicilline', 'Amoxicilline 500', 'Amoxicilline'),
      medicine('fort', 'Artéméther-Luméfantrine 80/480', 'artéméther + luméfantrine', '80 mg / 480 mg'),
    ])
    .returning();
  const pharmacy = await insertTestPharmacy(db, `rx-${tag}`);
  await db.insert(shopPharmacyStock).values([
    { pharmacyId: pharmacy.id, productId: thermometer!.id, priceXaf: 3500, quantity: 50 },
    { pharmacyId: pharmacy.id, productId: brand!.id, priceXaf: 4500, quantity: 50 },
    { pharmacyId: pharmacy.id, productId: generic!.id, priceXaf: 1500, quantity: 50 },
    { pharmacyId: pharmacy.id, productId: other!.id, priceXaf: 2000, quantity: 50 },
    { pharmacyId: pharmacy.id, productId: stronger!.id, priceXaf: 3000, quantity: 50 },
  ]);
  return {
    pharmacyId: pharmacy.id,
    thermometer: thermometer!.id,
    brand: brand!.id,
    generic: generic!.id,
    other: other!.id,
    stronger: stronger!.id,
  };
}

/** An order of `patientId` waiting for the pharmacist: one box of the brand, its prescription not yet reviewed. */
export async function createOrderInReview(deps: Pick<AppDeps, 'db'>, shop: RxShop, patientId: string) {
  const [order] = await deps.db
    .insert(shopOrders)
    .values({
      number: `CMD-TEST-${randomUUID().slice(0, 8)}`,
      patientId,
      status: 'pharmacist_review',
      fulfilment: 'pickup',
      pharmacyId: shop.pharmacyId,
      contactName: 'Aline Ekwalla',
      contactPhone: '+237699123456',
      paymentChoice: 'mobile_money',
      subtotalXaf: 4500,
      deliveryFeeXaf: 0,
      totalXaf: 4500,
      vatXaf: 0,
      commissionXaf: 450,
      vatRateBp: 1925,
      commissionRateBp: 1000,
      handoverCode: '123456',
      reviewBy: new Date(Date.now() + 3_600_000),
    })
    .returning();
  await deps.db.insert(shopOrderLines).values({
    orderId: order!.id,
    productId: shop.brand,
    name: 'Coartem 20/120',
    kind: 'medicine',
    prescriptionClass: 'rx',
    packSize: '1',
    quantity: 1,
    unitPriceXaf: 4500,
    review: 'pending',
  });
  return order!;
}

/** Registers `userId` (a staff account) as a pharmacist with an Ordre number. */
export async function registerPharmacist(deps: Pick<AppDeps, 'db'>, userId: string, ordreNumber = 'ONPC-12345') {
  await deps.db.insert(staffPharmacists).values({ userId, ordreNumber }).onConflictDoNothing();
}

/**
 * An order of `patientId` cancelled after it was paid (5 000 FCFA by MTN Mobile Money), its payment owed back
 * (`order_closed`): what staff refund from the orders queue (ADR 043). Returns the order's id.
 */
export async function createOrderToRefund(deps: Pick<AppDeps, 'db'>, patientId: string): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  return deps.db.transaction(async (tx) => {
    await tx.insert(shopCategories).values({ slug: `remboursement-${suffix}`, nameFr: 'Essais', nameEn: 'Tests' });
    const pharmacy = await insertTestPharmacy(tx, `pharmacie-${suffix}`);
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

/** Everyone a prescription order involves: its patient, another patient, a doctor, two pharmacists, operations. */
export type RxOrderCast = {
  shop: RxShop;
  patient: SignedIn;
  other: SignedIn;
  doctor: SignedIn;
  /** An operations staff member registered as a pharmacist. */
  pharmacist: SignedIn;
  /** An operations staff member who is not a pharmacist. */
  operations: SignedIn;
  /** A super admin registered as a pharmacist. */
  superAdmin: SignedIn;
};

/** The prescription-only shop and its cast, signed in; `ordreNumbers` for the two pharmacists. */
export async function rxOrderCast(server: TestServer, ordreNumbers: [string, string]): Promise<RxOrderCast> {
  const shop = await createRxShop(server.deps);
  const cast = {
    shop,
    patient: await signedIn(server, 'patient'),
    other: await signedIn(server, 'patient'),
    doctor: await signedIn(server, 'medecin'),
    pharmacist: await signedIn(server, 'personnel_operationnel'),
    operations: await signedIn(server, 'personnel_operationnel'),
    superAdmin: await signedIn(server, 'super_admin'),
  };
  await registerPharmacist(server.deps, cast.pharmacist.userId, ordreNumbers[0]);
  await registerPharmacist(server.deps, cast.superAdmin.userId, ordreNumbers[1]);
  return cast;
}
