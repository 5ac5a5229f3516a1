import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
/** The first bytes of a JPEG: what the server's type check looks for. */
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 2048 }, (_, index) => (index * 17) % 251)]);

type Product = { id: string; availability: { pharmacy: { id: string }; stockLevel: string }[] };

/** Coartem (on prescription) and a pharmacy that has it in stock, read from the shop's API. */
async function coartem(page: Page): Promise<{ productId: string; pharmacyId: string }> {
  const search = await page.request.get('/api/shop/products?q=coartem');
  const { products } = (await search.json()) as { products: { id: string }[] };
  const id = products[0]?.id ?? '';
  const detail = (await (await page.request.get(`/api/shop/products/${id}`)).json()) as { product: Product };
  const offer = detail.product.availability.find((entry) => entry.stockLevel !== 'out_of_stock');
  return { productId: id, pharmacyId: offer?.pharmacy.id ?? '' };
}

/**
 * ADR 053, on 360 px phones: the pharmacist refuses an illegible prescription photo with a reason; the patient reads
 * it on the same order, sends another photo; the pharmacist approves it and the order awaits its payment.
 */
test('le pharmacien refuse une ordonnance illisible, la patiente en envoie une autre sur la même commande', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  const origin = baseURL ?? '';
  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const { productId, pharmacyId } = await coartem(page);
  const created = await page.request.post('/api/shop/orders', {
    data: {
      lines: [{ productId, quantity: 1 }],
      contactName: `${freshPatient.firstName} ${freshPatient.lastName}`,
      contactPhone: freshPatient.phone,
      fulfilment: 'pickup',
      pharmacyId,
      paymentChoice: 'mobile_money',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()) as { order: { id: string; number: string } };
  const sent = await page.request.post(`/api/shop/orders/${order.id}/prescription/upload`, {
    headers: { origin },
    multipart: { file: { name: 'ordonnance.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const staffContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  consoleGuard.watchContext(staffContext);
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/eshop/commandes');
  const card = staff.getByRole('article', { name: order.number });
  await card.getByText('Refuser l’ordonnance', { exact: true }).click();
  await card.getByLabel('Motif (lu par le patient)').fill('Photo floue : la date est illisible.');
  await card.getByRole('button', { name: 'Demander une autre ordonnance' }).click();
  await expect(card).toHaveCount(0);

  await page.goto(`/patient/eshop/payment?order=${order.id}`);
  const refusal = page.getByRole('alert');
  await expect(refusal.getByText('Ordonnance refusée : envoyez-en une autre')).toBeVisible();
  await expect(refusal.getByText('Motif du pharmacien : Photo floue : la date est illisible.')).toBeVisible();
  await page.getByLabel('Photographier ou choisir l’ordonnance').setInputFiles({
    name: 'ordonnance-2.jpg',
    mimeType: 'image/jpeg',
    buffer: PHOTO,
  });
  await expect(page.getByText('Votre ordonnance est en cours de vérification par le pharmacien.')).toBeVisible();

  await staff.reload();
  await expect(card.getByRole('img', { name: 'Ordonnance jointe par le patient' })).toBeVisible();
  await card.getByRole('button', { name: 'Valider la vérification' }).click();
  await expect(card.getByText('En attente de paiement')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer / })).toBeVisible();
  await staffContext.close();
});
