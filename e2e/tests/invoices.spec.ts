import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };

/** Pays on the invoice's payment panel with the demo provider (MTN MoMo, the number typed) and approves. */
async function payWithSandbox(page: Page, amount: string) {
  await page.getByLabel('Numéro Mobile Money').fill('674 48 17 21');
  await page.getByRole('button', { name: `Payer ${amount}` }).click();
  await expect(page.getByText('Paiement de démonstration')).toBeVisible();
  await page.getByRole('button', { name: 'Approuver' }).click();
}

/** The download's name and its first bytes (a PDF starts with `%PDF-`). */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

/**
 * Issue #4, section 5, on a phone: staff address an invoice to a registered patient; the patient finds it "À
 * payer" in "Mes factures", pays it with the demo provider, sees it paid without reloading, and downloads its PDF.
 */
test('un patient règle une facture depuis « Mes factures » et télécharge le PDF', async ({
  page,
  baseURL,
  freshPatient,
  staffApi,
}) => {
  const created = await staffApi.post('/api/admin/invoices', {
    data: {
      recipientKind: 'patient',
      phone: freshPatient.phone,
      lines: [{ label: 'Pansement à domicile', quantity: 2, unitPriceXaf: 6_000 }],
      note: 'Soins de la semaine',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoice } = (await created.json()) as { invoice: { number: string } };

  await page.setViewportSize(PHONE);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/factures');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes factures' })).toBeVisible();
  const card = page.getByRole('article', { name: invoice.number });
  await expect(card).toContainText('À payer');
  await expect(card).toContainText('2 × 6 000 FCFA');
  await expect(card).toContainText('12 000 FCFA');

  await card.getByRole('button', { name: 'Payer' }).click();
  await payWithSandbox(page, '12 000 FCFA');
  await expect(card.getByText('Paiement reçu : merci ! Votre facture est réglée.')).toBeVisible();
  await expect(card.getByText('Payée', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Payées' }).click();
  await expect(page.getByRole('article', { name: invoice.number })).toBeVisible();
  const pdf = await downloaded(page, () => card.getByRole('link', { name: 'Télécharger (PDF)' }).click());
  expect(pdf.name).toBe(`facture-${invoice.number}.pdf`);
  expect(pdf.name).toMatch(/^facture-FAC-\d{4}-\d{6}\.pdf$/);
  expect(pdf.head).toBe('%PDF-');

  // Her employer checks it is genuine, without an account, from the link she hands over (ADR 057).
  await card.getByRole('button', { name: 'Lien de vérification' }).click();
  const link = card.getByRole('link', { name: /\/verification\/facture\// });
  const address = (await link.getAttribute('href')) ?? '';
  const employer = await page.context().browser()?.newPage({ locale: 'fr-FR', viewport: PHONE });
  if (!employer) throw new Error('no browser');
  await employer.goto(new URL(address).pathname);
  await expect(employer.getByText('Facture authentique')).toBeVisible();
  await expect(employer.getByRole('definition').filter({ hasText: invoice.number })).toBeVisible();
  await expect(employer.getByText('12 000 FCFA')).toBeVisible();
  await expect(employer.getByText('Pansement')).toHaveCount(0);
  await employer.goto(`${new URL(address).pathname.slice(0, -2)}xx`);
  await expect(employer.getByText('Facture non authentique')).toBeVisible();
  await employer.close();
});

/**
 * Staff create a custom invoice for a relative without an account in /admin/factures; the link opens signed out
 * on a phone, is paid with the demo provider, the receipt downloads, and staff see the invoice paid. An old link
 * (after "Nouveau lien") says it is not valid.
 */
test('facture personnalisée : créée par le personnel, payée sans compte par le lien, puis vue payée', async ({
  page,
  browser,
  baseURL,
  consoleGuard,
}) => {
  await page.goto('/connexion/personnel');
  await submitSignIn(page, DEMO.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/factures');
  await expect(page.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle facture personnalisée' }).click();

  await page.getByRole('button', { name: 'Créer la facture et envoyer le lien' }).click();
  await expect(page.getByLabel('Nom complet')).toHaveAccessibleDescription(/Champ obligatoire/);
  await page.getByLabel('Téléphone', { exact: true }).fill('677 55 44 33');
  await page.getByLabel('Nom complet').fill('Awa Ngono');
  await page.getByLabel('Désignation').fill('Perfusion à domicile');
  await page.getByLabel('Prix unitaire (FCFA)').fill('15000');
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await page.getByLabel('Désignation').nth(1).fill('Frais de déplacement');
  await page.getByLabel('Prix unitaire (FCFA)').nth(1).fill('2000');
  await expect(page.getByText('Total : 17 000 FCFA')).toBeVisible();
  await page.getByLabel('Objet (facultatif, sans détail médical)').fill('Soins du 20 novembre');
  await page.getByRole('button', { name: 'Créer la facture et envoyer le lien' }).click();

  const linkCard = page.getByRole('region', { name: /: lien de paiement$/ });
  await expect(linkCard).toContainText('Envoyé par : WhatsApp.');
  const number = ((await linkCard.getByRole('heading').textContent()) ?? '').match(/FAC-\d{4}-\d{6}/)?.[0] ?? '';
  const payUrl = await linkCard.getByRole('textbox').inputValue();
  expect(payUrl).toMatch(new RegExp(`/patient/factures/personnalisee/[0-9a-f-]{36}/paiement#[\\w-]{43}$`));

  // A relative, signed out, on a phone.
  const relative = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fr-FR', timezoneId: 'Africa/Douala' });
  consoleGuard.watchContext(relative);
  const phone = await relative.newPage();
  await phone.goto(new URL(payUrl).pathname + new URL(payUrl).hash);
  await expect(phone.getByRole('heading', { level: 1, name: "Paiement d'une facture" })).toBeVisible();
  await expect(phone.getByText('Bonjour Awa,')).toBeVisible();
  await expect(phone.getByText('Objet : Soins du 20 novembre')).toBeVisible();
  await payWithSandbox(phone, '17 000 FCFA');
  await expect(phone.getByText('Paiement reçu : merci ! Votre facture est réglée.')).toBeVisible();
  const receipt = await downloaded(phone, () =>
    phone.getByRole('button', { name: 'Télécharger la facture (PDF)' }).click(),
  );
  expect(receipt).toEqual({ name: `facture-${number}.pdf`, head: '%PDF-' });
  await relative.close();

  await page.getByLabel('Numéro', { exact: true }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Payée');
  await expect(row).toContainText('Awa Ngono');
  await expect(row.getByRole('button', { name: 'Nouveau lien' })).toHaveCount(0);
});

test('un lien de paiement invalide ou remplacé le dit clairement', async ({ page, staffApi, consoleGuard }) => {
  const created = await staffApi.post('/api/admin/invoices', {
    data: {
      recipientKind: 'other',
      recipientName: 'Paul Essomba',
      phone: '699 11 22 33',
      lines: [{ label: 'Prélèvement à domicile', quantity: 1, unitPriceXaf: 8_000 }],
    },
  });
  const first = (await created.json()) as { invoice: { id: string }; payUrl: string };
  const renewed = await staffApi.post(`/api/admin/invoices/${first.invoice.id}/link`, { data: {} });
  expect(renewed.status()).toBe(200);
  consoleGuard.expectResourceError(404, /\/api\/invoice-links\/read$/);

  await page.setViewportSize(PHONE);
  const old = new URL(first.payUrl);
  await page.goto(old.pathname + old.hash);
  await expect(page.getByText('Lien de paiement invalide')).toBeVisible();
  await page.goto(old.pathname);
  await expect(page.getByText('Lien de paiement invalide')).toBeVisible();
});
