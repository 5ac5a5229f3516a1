import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type Product = { id: string; availability: { pharmacy: { id: string; city: string }; stockLevel: string }[] };

/** The demo thermometer and a pharmacy (of `city`, if given) that has it in stock, read from the shop's API. */
async function thermometer(page: Page, city?: string): Promise<{ productId: string; pharmacyId: string }> {
  const search = await page.request.get('/api/shop/products?q=thermometre%20digital');
  const { products } = (await search.json()) as { products: { id: string }[] };
  const id = products[0]?.id ?? '';
  const detail = (await (await page.request.get(`/api/shop/products/${id}`)).json()) as { product: Product };
  const offer = detail.product.availability.find(
    (entry) => entry.stockLevel !== 'out_of_stock' && (!city || entry.pharmacy.city === city),
  );
  return { productId: id, pharmacyId: offer?.pharmacy.id ?? '' };
}

/** The download's name and its first bytes (a PDF starts with `%PDF-`). */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

/**
 * Issue #14 §2 (ADR 043), on a 360 px phone: a patient asks a relative to pay their order from « Mes commandes »
 * (link shared on WhatsApp); the relative, signed out, opens the link, sees the order's number and total but not its
 * products, pays with the demo provider; the patient's order turns paid live and its invoice downloads.
 */
test('un proche paie la commande par le lien, sans compte ; la facture se télécharge', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const { productId, pharmacyId } = await thermometer(page);
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
  const { order } = (await created.json()) as { order: { number: string; totalXaf: number } };

  await page.goto('/patient/commandes');
  const card = page.getByRole('article', { name: order.number });
  // The list is read once the page is up (slow on a loaded machine).
  await expect(card.getByText('En attente de paiement')).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Faire payer par un proche' }).click();
  const share = card.getByRole('region', { name: 'Lien de paiement pour un proche' });
  await expect(share.getByRole('link', { name: 'Partager sur WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*CMD-/,
  );
  const payUrl = (await share.getByTestId('pay-link').textContent()) ?? '';
  expect(payUrl).toMatch(/\/patient\/factures\/personnalisee\/[0-9a-f-]{36}\/paiement#[\w-]{43}$/);

  // The relative, signed out, on their phone.
  const relative = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fr-FR', timezoneId: 'Africa/Douala' });
  consoleGuard.watchContext(relative);
  const phone = await relative.newPage();
  await phone.goto(new URL(payUrl).pathname + new URL(payUrl).hash);
  await expect(phone.getByRole('heading', { level: 1, name: "Paiement d'une facture" })).toBeVisible();
  await expect(phone.getByText(`Bonjour ${freshPatient.firstName},`)).toBeVisible();
  await expect(phone.getByText(`Commande ${order.number}`).first()).toBeVisible();
  await expect(phone.getByText(/Thermomètre/)).toHaveCount(0);
  await phone.getByLabel('Numéro Mobile Money').fill('674 48 17 21');
  await phone.getByRole('button', { name: /^Payer / }).click();
  await phone.getByRole('button', { name: 'Approuver' }).click();
  await expect(phone.getByText('Paiement reçu : merci ! Votre facture est réglée.')).toBeVisible();
  await relative.close();

  // The patient's order is paid (pushed live), with its invoice.
  await expect(card.getByText('Payée', { exact: true })).toBeVisible();
  const invoiceLink = card.getByRole('link', { name: /^Facture FAC-\d{4}-\d{6} \(PDF\)$/ });
  const pdf = await downloaded(page, () => invoiceLink.click());
  expect(pdf.name).toMatch(/^facture-FAC-\d{4}-\d{6}\.pdf$/);
  expect(pdf.head).toBe('%PDF-');
  await expect(card.getByText(/^Prête (aujourd’hui|demain|le .+) à partir de/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/**
 * Cash on delivery (ADR 043): staff on the queue prepare the order, send it out, and record the cash collected once;
 * the invoice is issued and the patient downloads it.
 */
test('paiement à la livraison : le personnel encaisse les espèces, la facture est émise', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const { productId } = await thermometer(page, 'Douala');
  const created = await page.request.post('/api/shop/orders', {
    data: {
      lines: [{ productId, quantity: 1 }],
      contactName: `${freshPatient.firstName} ${freshPatient.lastName}`,
      contactPhone: freshPatient.phone,
      fulfilment: 'delivery',
      deliveryZoneId: 'dla-akwa-bonanjo',
      deliveryAddress: 'Akwa, rue Joss, immeuble bleu',
      paymentChoice: 'cash_on_delivery',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()) as { order: { number: string } };

  const staff = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fr-FR', timezoneId: 'Africa/Douala' });
  consoleGuard.watchContext(staff);
  const desk = await staff.newPage();
  await desk.goto('/connexion/personnel');
  await submitSignIn(desk, DEMO.personnel_operationnel.email, DEMO_PASSWORD);
  await expect(desk).toHaveURL(/\/admin\/dashboard/);
  await desk.goto('/admin/eshop/commandes');
  const queued = desk.getByRole('article', { name: order.number });
  await expect(queued).toBeVisible({ timeout: 20_000 });
  await queued.getByRole('button', { name: 'Commencer la préparation' }).click();
  await queued.getByRole('button', { name: 'Partie en livraison' }).click();
  await queued.getByRole('button', { name: /^Espèces encaissées \(/ }).click();
  await expect(queued.getByText('Espèces encaissées : facture émise')).toBeVisible();
  await expect(queued.getByRole('link', { name: /^Facture FAC-/ })).toBeVisible();
  await staff.close();

  await page.goto('/patient/commandes');
  const card = page.getByRole('article', { name: order.number });
  const pdf = await downloaded(page, () => card.getByRole('link', { name: /^Facture FAC-/ }).click());
  expect(pdf.head).toBe('%PDF-');
});
